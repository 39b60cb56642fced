import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN, DEMO_USER, type DemoAccount } from '@/mocks/db';
import { httpScenarios } from '@/mocks/scenarios/http';
import { chatScenarios } from '@/mocks/scenarios/chat';
import { renderWithProviders } from '@/test/renderWithProviders';
import { inMembersDirectory, membersFeature, membersMessages } from '@/test/members';
import { testToken } from '@/test/session';
import { CHAT_API, type ChatMessage, type Conversation } from '@/contract/chat';
import { MEMBERS_API, type Member } from '@/contract/members';
import { liveChanged, liveResynced } from '@/features/events';
import { mergeMessages } from '@/lib/messages';
import { ChatApp } from './components/ChatApp';
import { chatFeature } from './feature';
import messages from './locales';

// As the page puts it: the chat inside the members' directory (the picker reads it).
const options = {
  as: 'Admin' as const,
  features: [chatFeature, membersFeature],
  messages: mergeMessages(messages, membersMessages),
};
const LONG = { timeout: 5000 };

const member = (account: DemoAccount, disabled = false): Member => ({
  uid: account.uid,
  name: account.name,
  email: account.email,
  role: account.role,
  disabled,
});
const GONE: Member = {
  uid: 'goneMember',
  name: 'Gone Member',
  email: 'gone@shreyu.test',
  role: 'user',
  disabled: true,
};

// The members' directory is another area's route: served here as the API answers it.
beforeEach(() => {
  server.use(
    http.get(apiUrl(MEMBERS_API.list.replace(/^api\//, '')), () =>
      HttpResponse.json({ items: [member(DEMO_ADMIN), member(DEMO_USER), GONE] }),
    ),
  );
});

/** The demo API as another account would call it (the user, in their own browser). */
async function as<T>(account: DemoAccount, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path.replace(/^api\//, '')), location.href), {
    method,
    headers: {
      Authorization: `JWT ${testToken(account)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** The user starts a one-to-one with the Admin and says these things. */
async function userWrites(...texts: string[]) {
  const conversation = await as<Conversation>(DEMO_USER, 'POST', CHAT_API.conversations, {
    members: [DEMO_ADMIN.uid],
  });
  for (const text of texts)
    await as<ChatMessage>(DEMO_USER, 'POST', CHAT_API.messages(conversation.id), { text });
  return conversation.id;
}

/** What the live stream's saga dispatches for a change of the chat. */
const chatChange = (recordId: string) =>
  liveChanged({
    id: String(Date.now()),
    area: 'chat',
    op: 'update',
    recordId,
    by: DEMO_USER.uid,
    at: new Date().toISOString(),
  });

const render = () =>
  renderWithProviders(inMembersDirectory(<ChatApp me={DEMO_ADMIN.uid} />, DEMO_ADMIN.uid), options);
const composer = () => screen.getByRole('textbox', { name: 'Message' });
const openThread = (name: string) =>
  screen.findByRole('region', { name: `Messages with ${name}` }, LONG);

describe('chat between members (component + slice + saga + demo API)', () => {
  it('no seeded contacts: starts a one-to-one from the directory; the same member again opens it', async () => {
    const { user } = render();
    expect(await screen.findByText('No conversations yet.', undefined, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    const pick = await within(dialog).findByRole('checkbox', { name: /Demo User/ });
    // Not myself; a disabled account is shown and cannot be picked.
    expect(within(dialog).queryByRole('checkbox', { name: /Shreyu Admin/ })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /Gone Member/ })).toBeDisabled();
    await user.click(pick);
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    const heading = await screen.findByRole('heading', { name: 'Demo User' }, LONG);
    // A name from data reads in its own direction (<bdi>), in the list and over the thread.
    expect(within(heading).getByText('Demo User').tagName).toBe('BDI');
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(composer(), 'Hello <b>there</b>{Enter}');
    const thread = await openThread('Demo User');
    expect(await within(thread).findByText('Hello <b>there</b>')).toBeInTheDocument();
    expect(thread.querySelector('b')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    const again = await screen.findByRole('dialog', { name: 'New conversation' });
    await user.click(await within(again).findByRole('checkbox', { name: /Demo User/ }));
    await user.click(within(again).getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('Demo User').tagName).toBe('BDI');
  });

  it('a group needs a name; the server’s refusal shows in the dialog; one member again is a one-to-one', async () => {
    server.use(
      http.get(apiUrl('members'), () =>
        HttpResponse.json({
          items: [member(DEMO_ADMIN), member(DEMO_USER), { ...GONE, disabled: false }],
        }),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'New conversation' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Demo User/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Gone Member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('A group needs a name')).toBeInTheDocument();
    // The server's refusal shows in the dialog too (here: an account it does not know).
    await user.type(within(dialog).getByLabelText('Group name'), 'Launch team');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No member with the id "goneMember"',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Gone Member/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Demo User/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Demo User/ }));
    expect(within(dialog).queryByLabelText('Group name')).toBeNull();
  });

  it('shows unread counts; opening a thread marks it read; the other sees "Seen" after reading', async () => {
    await userWrites('First from the user', 'Second from the user');
    const { store, user } = render();
    const list = await screen.findByRole('list', { name: 'Conversations' }, LONG);
    const item = within(list).getByRole('button', { name: /Demo User/ });
    expect(item).toHaveTextContent('Second from the user');
    // The thread opens by itself and is marked read.
    const thread = await openThread('Demo User');
    expect(within(thread).getByText('First from the user')).toBeInTheDocument();
    await waitFor(() => expect(item).not.toHaveTextContent('Unread'));
    await user.type(composer(), 'Read you{Enter}');
    await within(thread).findByText('Read you');
    await waitFor(() =>
      expect(
        store.getState().chat?.messages[store.getState().chat?.activeId ?? '']?.at(-1)?.status,
      ).toBe('sent'),
    );
    expect(within(thread).queryByText('Seen')).toBeNull();
    // The user reads it in their browser; the live stream says the chat changed.
    const id = store.getState().chat?.activeId ?? '';
    await as(DEMO_USER, 'POST', CHAT_API.read(id), {});
    act(() => void store.dispatch(chatChange(id)));
    const seen = await within(thread).findByText('Seen', undefined, LONG);
    expect(seen.closest('li')).toHaveTextContent('Read you');
  });

  it('keeps the newest message in view by scrolling the thread, never the page', async () => {
    await userWrites('One', 'Two', 'Three');
    // jsdom lays nothing out: the thread's box is given a height of content to scroll.
    const scrollHeight = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('chat-thread') ? 40 * this.querySelectorAll('li').length : 0;
      });
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { user } = render();
      const thread = await openThread('Demo User');
      await waitFor(() => expect(thread.scrollTop).toBe(40 * 3));
      await user.type(composer(), 'One more{Enter}');
      await waitFor(() => expect(thread.scrollTop).toBe(40 * 4));
      expect(scrollIntoView).not.toHaveBeenCalled();
      for (const call of scrollTo.mock.calls) expect(call).toEqual([0, 0]);
    } finally {
      scrollHeight.mockRestore();
      scrollTo.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('counts unread messages per conversation in the list', async () => {
    await userWrites('One', 'Two', 'Three');
    // A conversation of the user's the Admin is not in never shows.
    render();
    const list = await screen.findByRole('list', { name: 'Conversations' }, LONG);
    expect(
      within(list).getByText('Unread messages: 3', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
  });

  it('no polling: the open thread is read again only when the live stream says the chat changed', async () => {
    const id = await userWrites('Are you there?');
    let reads = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.includes('/messages')) reads += 1;
    };
    server.events.on('request:start', count);
    try {
      const { store } = render();
      const thread = await openThread('Demo User');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(reads).toBe(1);
      await as(DEMO_USER, 'POST', CHAT_API.messages(id), { text: 'Hello?' });
      // Another area's change is not the chat's.
      act(
        () =>
          void store.dispatch({
            ...chatChange(id),
            payload: { ...chatChange(id).payload, area: 'tasks' },
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(within(thread).queryByText('Hello?')).toBeNull();
      act(() => void store.dispatch(chatChange(id)));
      expect(await within(thread).findByText('Hello?', undefined, LONG)).toBeInTheDocument();
      await as(DEMO_USER, 'POST', CHAT_API.messages(id), { text: 'After a resync' });
      act(() => void store.dispatch(liveResynced()));
      expect(
        await within(thread).findByText('After a resync', undefined, LONG),
      ).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('the composer shows the 2,000 limit and refuses a longer message', async () => {
    await userWrites('Hi');
    const { store } = render();
    await openThread('Demo User');
    expect(screen.getByText('0 / 2000 characters')).toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: 'x'.repeat(2001) } });
    expect(
      screen.getByText('A message can be at most 2000 characters (this one has 2001).'),
    ).toBeInTheDocument();
    expect(screen.getByText('2001 / 2000 characters')).toBeInTheDocument();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const id = store.getState().chat?.activeId ?? '';
    expect(store.getState().chat?.messages[id]).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it.each([
    ['500', chatScenarios['chat-send-fails'], 'The message could not be delivered'],
    ['network', httpScenarios['api-network-error'], 'Cannot reach the server'],
  ])(
    'a %s marks the message as not sent, keeps it, and Retry sends it',
    async (_n, failure, text) => {
      await userWrites('Hi');
      const { user } = render();
      const thread = await openThread('Demo User');
      server.use(...(failure ?? []));
      await user.type(composer(), 'Please arrive{Enter}');
      const alert = await within(thread).findByRole('alert');
      expect(alert).toHaveTextContent(`Not sent: ${text}`);
      server.resetHandlers();
      server.use(http.get(apiUrl('members'), () => HttpResponse.json({ items: [] })));
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(thread).queryByRole('alert')).not.toBeInTheDocument());
      expect(within(thread).getByText('Please arrive')).toBeInTheDocument();
    },
  );

  it('deletes a message of mine (only mine have Delete)', async () => {
    await userWrites('Theirs');
    const { user } = render();
    const thread = await openThread('Demo User');
    await user.type(composer(), 'Mine to delete{Enter}');
    const theirs = within(thread).getByText('Theirs').closest('li') as HTMLElement;
    await user.click(within(theirs).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(thread).getByText('Mine to delete')).toBeInTheDocument());
    const mine = within(thread).getByText('Mine to delete').closest('li') as HTMLElement;
    await waitFor(() => expect(within(mine).getByLabelText('Sent')).toBeInTheDocument());
    await user.click(within(mine).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(thread).queryByText('Mine to delete')).toBeNull());
  });

  it('a failed list shows the error with a retry', async () => {
    await userWrites('Hi');
    server.use(...httpScenarios['api-500']);
    const { user } = render();
    expect(await screen.findByRole('alert', undefined, LONG)).toHaveTextContent(
      'Database unavailable',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await openThread('Demo User')).toBeInTheDocument();
  });
});
