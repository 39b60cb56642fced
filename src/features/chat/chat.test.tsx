import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { httpScenarios } from '@/mocks/scenarios/http';
import { chatScenarios } from '@/mocks/scenarios/chat';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ChatApp } from './components/ChatApp';
import { chatFeature } from './feature';
import messages from './locales';

jest.setTimeout(20_000);

const options = { as: 'Admin' as const, features: [chatFeature], messages };

async function openChat() {
  const rendered = renderWithProviders(<ChatApp />, options);
  const thread = await screen.findByRole(
    'region',
    { name: 'Messages with Brandon Smith' },
    { timeout: 5000 },
  );
  return { ...rendered, thread };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('chat (component + slice + saga + demo API)', () => {
  it('lists conversations with presence, last message and unread count; opening one marks it read', async () => {
    renderWithProviders(<ChatApp />, options);
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    expect(within(list).getByText('James Zavel')).toBeInTheDocument();
    expect(within(list).getAllByText('Away').length).toBeGreaterThan(0);
    // Brandon's and Michael's two unread each (Brandon's until his thread, opened first, is read).
    expect(
      within(list).getAllByText('Unread messages: 2', { selector: '.visually-hidden' }).length,
    ).toBeGreaterThan(0);
    // Brandon's thread opens first and is marked read.
    await screen.findByRole('region', { name: 'Messages with Brandon Smith' }, { timeout: 5000 });
    const brandon = within(list).getByRole('button', { name: /Brandon Smith/ });
    await waitFor(() => expect(brandon).not.toHaveTextContent('Unread'));
    // Michael's stays unread until opened.
    const michael = within(list).getByRole('button', { name: /Michael Hill/ });
    expect(michael).toHaveTextContent('Unread messages: 2');
    fireEvent.click(michael);
    await screen.findByRole('region', { name: 'Messages with Michael Hill' });
    await waitFor(() => expect(michael).not.toHaveTextContent('Unread'));
  });

  it('keeps the newest message in view by scrolling the thread, never the page', async () => {
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
      const { user, thread } = await openChat();
      await waitFor(() => expect(thread.scrollTop).toBe(40 * 7));
      await user.type(composer(), 'One more{Enter}');
      await waitFor(() => expect(thread.scrollTop).toBe(40 * 8));
      expect(scrollIntoView).not.toHaveBeenCalled();
      // The router puts a newly opened page at the top; nothing else moves the page.
      for (const call of scrollTo.mock.calls) expect(call).toEqual([0, 0]);
    } finally {
      scrollHeight.mockRestore();
      scrollTo.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('searches people', async () => {
    const { user } = await openChat();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'mar');
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('Maria Lopez')).toBeInTheDocument();
  });

  it('groups the thread by day and renders text from data as text', async () => {
    const { thread } = await openChat();
    // The seed spans two days or more: one labelled group each.
    expect(within(thread).getAllByRole('region').length).toBeGreaterThanOrEqual(2);
    expect(within(thread).getByText('Is the <b>agenda</b> ready?')).toBeInTheDocument();
    expect(thread.querySelector('b')).toBeNull();
    expect(within(thread).getAllByLabelText('Read').length).toBeGreaterThan(0);
  });

  it('a contact’s name reads in its own direction, in the list and over the thread', async () => {
    // A name from data may be in another script than the layout, or end in punctuation:
    // isolated (<bdi>), it neither takes nor gives a direction to the text around it.
    await openChat();
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('James Zavel').tagName).toBe('BDI');
    const heading = screen.getByRole('heading', { name: 'Brandon Smith' });
    expect(within(heading).getByText('Brandon Smith').tagName).toBe('BDI');
  });

  it('Enter sends at once (optimistic), Shift+Enter adds a line, blank is not sent; the contact answers', async () => {
    const { user, thread, store } = await openChat();
    await user.type(composer(), '   {Enter}');
    expect(store.getState().chat?.messages['c-brandon']).toHaveLength(7);
    await user.clear(composer());
    await user.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    expect(composer()).toHaveValue('');
    const mine = within(thread).getByText(/First line/);
    expect(mine.textContent).toBe('First line\nsecond line');
    expect(
      await within(thread).findByText('Got it, thanks!', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(within(thread).getAllByLabelText('Read').length).toBeGreaterThan(1);
    const stored = store
      .getState()
      .chat?.messages['c-brandon']?.find((m) => m.text.startsWith('First'));
    expect(stored).toMatchObject({ status: 'sent', fromMe: true });
    expect(stored?.id).toMatch(/^m-/);
  });

  it('refuses a message over 2,000 characters with a message', async () => {
    const { store } = await openChat();
    fireEvent.change(composer(), { target: { value: 'x'.repeat(2001) } });
    expect(
      screen.getByText('A message can be at most 2000 characters (this one has 2001).'),
    ).toBeInTheDocument();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(store.getState().chat?.messages['c-brandon']).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it.each([
    ['500', chatScenarios['chat-send-fails'], 'The message could not be delivered'],
    ['network', httpScenarios['api-network-error'], 'Cannot reach the server'],
    [
      '422',
      [
        http.post(apiUrl('chat/conversations/:id/messages'), () =>
          HttpResponse.json(
            { message: 'Write a message first', fields: { text: 'Write a message first' } },
            { status: 422 },
          ),
        ),
      ],
      'Write a message first',
    ],
  ])(
    'a %s marks the message as not sent, keeps it, and Retry sends it',
    async (_n, failure, text) => {
      const { user, thread } = await openChat();
      server.use(...(failure ?? []));
      await user.type(composer(), 'Please arrive{Enter}');
      const alert = await within(thread).findByRole('alert');
      expect(alert).toHaveTextContent(`Not sent: ${text}`);
      expect(within(thread).getByText('Please arrive')).toBeInTheDocument();
      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(thread).queryByRole('alert')).not.toBeInTheDocument());
      expect(within(thread).getByText('Please arrive')).toBeInTheDocument();
    },
  );

  it('a 403 on send is shown on the message too (Access denied), not dropped', async () => {
    const { user, store } = await openChat();
    server.use(
      http.post(
        apiUrl('chat/conversations/:id/messages'),
        () => new HttpResponse(null, { status: 403 }),
      ),
    );
    await user.type(composer(), 'Forbidden?{Enter}');
    await waitFor(() =>
      expect(
        store.getState().chat?.messages['c-brandon']?.find((m) => m.text === 'Forbidden?')?.status,
      ).toBe('failed'),
    );
    expect(
      store.getState().chat?.messages['c-brandon']?.find((m) => m.text === 'Forbidden?')?.error
        ?.code,
    ).toBe('http/forbidden');
  });

  it('deletes a message from its menu; a refused delete puts it back with a message', async () => {
    const { user, thread } = await openChat();
    const item = within(thread).getByText('Hello!').closest('li') as HTMLElement;
    server.use(...httpScenarios['api-500']);
    await user.click(within(item).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('The message could not be deleted')).toBeInTheDocument();
    expect(within(thread).getByText('Hello!')).toBeInTheDocument();
    server.resetHandlers();
    const again = within(thread).getByText('Hello!').closest('li') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(thread).queryByText('Hello!')).not.toBeInTheDocument());
  });

  it('a failed list shows the error with a retry', async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = renderWithProviders(<ChatApp />, options);
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'Database unavailable',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Messages with Brandon Smith' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('leaving the page stops waiting for replies (no more requests)', async () => {
    let polls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/messages')) polls += 1;
    });
    const { unmount } = await openChat();
    await waitFor(() => expect(polls).toBeGreaterThan(1), { timeout: 5000 });
    unmount();
    const after = polls;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(polls).toBe(after);
    server.events.removeAllListeners();
  });
});
