import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { httpScenarios } from '@/mocks/scenarios/http';
import { emailScenarios } from '@/mocks/scenarios/email';
import { HOSTILE_BODY } from '@/mocks/fixtures/email';
import { pagePath } from '@/config/pages';
import { renderApp } from '@/test/renderWithProviders';
import { catchDownloads } from '@/test/downloads';
import { sanitizeEmailHtml } from './components/EmailBody';

const T = { timeout: 8000 };
const inbox = (search = '') =>
  renderApp({ route: `${pagePath('email-inbox')}${search}`, as: 'Admin' });
const list = () => screen.findByRole('list', { name: 'Inbox' }, T);

async function apiGet<T>(store: ReturnType<typeof inbox>['store'], path: string): Promise<T> {
  const response = await fetch(apiUrl(path), {
    headers: { Authorization: `JWT ${store.getState().auth.user?.token ?? ''}` },
  });
  return (await response.json()) as T;
}

describe('the e-mail sanitiser', () => {
  it('keeps the text and formatting, drops script, event handlers and javascript: links', () => {
    const clean = sanitizeEmailHtml(HOSTILE_BODY);
    expect(clean).toContain('<strong>attached</strong>');
    expect(clean).not.toMatch(/<script|onerror|javascript:/i);
    expect(clean).toContain('Open the report');
    expect(sanitizeEmailHtml('<a href="https://x.test">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('e-mail inbox (pages + slice + saga + demo API)', () => {
  it('pages on the server: 20 per page, "1-20 of N", next page; folders and labels show unread counts', async () => {
    const { user } = inbox();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(screen.getByText('1-20 of 42')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mailbox' });
    expect(within(nav).getByRole('link', { name: /Inbox 14 14 unread/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21-40 of 42', undefined, T)).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const { user } = inbox();
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'Holiday{Enter}');
    expect(await screen.findByText('1-4 of 4', undefined, T)).toBeInTheDocument();
  });

  it('selects all on the page and marks them read; the API keeps it', async () => {
    const { user, store } = inbox();
    await list();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(async () => {
      const counts = await apiGet<{ folders: { inbox: number } }>(store, 'email/counts');
      expect(counts.folders.inbox).toBe(7); // 14 unread, 7 of them on page 1
    }, T);
    expect(screen.queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
  });

  it('a refused bulk change is put back, with a message', async () => {
    server.use(...(emailScenarios['email-bulk-fails'] ?? []));
    const { user } = inbox();
    const rows = await list();
    const first = within(rows).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Move to Trash' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('The change was undone', undefined, T),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('The mailbox could not be changed')).toBeInTheDocument();
    expect(within(rows).getAllByRole('listitem')).toHaveLength(20);
  });

  it('moves to Trash, restores from Trash, deletes forever after a confirmation', async () => {
    const { user, store } = inbox('?folder=trash');
    const trash = await screen.findByRole('list', { name: 'Trash' }, T);
    expect(within(trash).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select: Old newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(trash).getAllByRole('listitem')).toHaveLength(1), T);
    await user.click(screen.getByRole('checkbox', { name: 'Select: Expired offer' }));
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('No messages here.', undefined, T)).toBeInTheDocument();
    const gone = await fetch(apiUrl('email/messages/mail-trash-2'), {
      headers: { Authorization: `JWT ${store.getState().auth.user?.token ?? ''}` },
    });
    expect(gone.status).toBe(404);
  });

  it('a failed list shows the error with a retry', async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = inbox();
    expect(await screen.findByText('Database unavailable', undefined, T)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
  });
});

describe('e-mail details', () => {
  afterEach(() => {
    delete (window as { __emailXss?: unknown }).__emailXss;
  });

  it('without an id opens the newest; its hostile body runs nothing; the attachment downloads as a Blob', async () => {
    const { blobs: created, click } = catchDownloads();
    const { user } = renderApp({ route: pagePath('email-details'), as: 'Admin' });
    const article = await screen.findByRole(
      'article',
      { name: 'Quarterly figures (please review)' },
      T,
    );
    expect(within(article).getByText('attached')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    const link = within(article).getByText('Open the report');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    fireEvent.click(link);
    fireEvent.error(article.querySelector('img') as HTMLImageElement);
    expect((window as { __emailXss?: unknown }).__emailXss).toBeUndefined();

    await user.click(within(article).getByRole('button', { name: 'Download figures.csv' }));
    await waitFor(() => expect(created).toHaveLength(1), T);
    expect(await (created[0] as Blob).text()).toContain('Q1,120');
    expect(click).toHaveBeenCalled();
  });

  it('an unknown id shows "not found" with the way back', async () => {
    renderApp({ route: `${pagePath('email-details')}/nope`, as: 'Admin' });
    expect(
      await screen.findByText('This message does not exist, or it was deleted.', undefined, T),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Inbox' }).length).toBeGreaterThan(0);
  });

  it('Reply opens compose filled in', async () => {
    const { user } = renderApp({ route: `${pagePath('email-details')}/mail-2`, as: 'Admin' });
    const article = await screen.findByRole('article', undefined, T);
    await user.click(within(article).getByRole('link', { name: 'Reply' }));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue('greeva@shreyu.test'), T);
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: Your order has shipped #2');
  });
});

describe('e-mail compose', () => {
  const composeRoute = { route: pagePath('email-compose'), as: 'Admin' as const };

  it('checks each address and refuses files over the limits, naming them', async () => {
    const { user } = renderApp(composeRoute);
    const to = await screen.findByLabelText('To', undefined, T);
    await user.type(to, 'ok@x.test, not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('"not-an-address" is not a valid e-mail address.'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.bin');
    await user.upload(screen.getByLabelText('Add attachments'), big);
    expect(
      screen.getByText('"huge.bin" is larger than 10 MB and was not added.'),
    ).toBeInTheDocument();
    const nine = () => new File([new Uint8Array(9 * 1024 * 1024)], `nine-${Math.random()}.bin`);
    const third = new File([new Uint8Array(9 * 1024 * 1024)], 'third.bin');
    await user.upload(screen.getByLabelText('Add attachments'), [nine(), nine(), third]);
    expect(
      screen.getByText('"third.bin" was not added: attachments can be at most 25 MB together.'),
    ).toBeInTheDocument();
  });

  it('sends with an attachment (multipart); it is in Sent with its file', async () => {
    const { user, store, router } = renderApp(composeRoute);
    await user.type(await screen.findByLabelText('To', undefined, T), 'a@x.test; b@y.test');
    await user.type(screen.getByLabelText('Subject'), 'Budget');
    // Typing in the Tiptap body needs layout (ProseMirror measures); the e2e test types there.
    await user.upload(
      screen.getByLabelText('Add attachments'),
      new File(['a,b\n1,2\n'], 'budget.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=sent'), T);
    expect(await screen.findByText(/Budget/, undefined, T)).toBeInTheDocument();
    const sent = await apiGet<{
      items: { subject: string; to: string[]; hasAttachments: boolean }[];
    }>(store, 'email/messages?folder=sent');
    expect(sent.items[0]).toMatchObject({
      subject: 'Budget',
      to: ['a@x.test', 'b@y.test'],
      hasAttachments: true,
    });
  });

  it.each([
    ['500', emailScenarios['email-send-fails'], 'The mail server is not answering'],
    ['network', httpScenarios['api-network-error'], 'Cannot reach the server'],
    ['403', httpScenarios['api-403'], 'Access denied'],
  ])('a %s on send keeps everything typed and says why', async (_n, failure, text) => {
    const { user } = renderApp(composeRoute);
    await user.type(await screen.findByLabelText('To', undefined, T), 'a@x.test');
    await user.type(screen.getByLabelText('Subject'), 'Keep me');
    server.use(...(failure ?? []));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    if (_n !== '403') {
      expect(await screen.findByText(new RegExp(text), undefined, T)).toBeInTheDocument();
      expect(screen.getByLabelText('Subject')).toHaveValue('Keep me');
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByRole('list', { name: 'Sent' }, T);
    } else {
      // The 403 sends the person to "Access denied", but nothing typed is lost without asking.
      expect(
        await screen.findByRole('dialog', { name: 'Leave without saving?' }, T),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Subject')).toHaveValue('Keep me');
    }
  });

  it("shows the API's 422 beside the field", async () => {
    server.use(
      http.post(apiUrl('email/messages'), () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid',
            fields: { subject: 'Subject refused by the server' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(composeRoute);
    await user.type(await screen.findByLabelText('To', undefined, T), 'a@x.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Subject refused by the server', undefined, T),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('"Save draft" keeps it in Drafts; leaving with unsaved changes asks first', async () => {
    const { user, store, router } = renderApp(composeRoute);
    await user.type(await screen.findByLabelText('Subject', undefined, T), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved', undefined, T)).toBeInTheDocument();
    const drafts = await apiGet<{ items: { subject: string }[] }>(
      store,
      'email/messages?folder=drafts',
    );
    expect(drafts.items.map((item) => item.subject)).toContain('Half written');

    await user.type(screen.getByLabelText('Subject'), ' more');
    await user.click(screen.getAllByRole('link', { name: /Inbox/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(pagePath('email-compose'));
    expect(screen.getByLabelText('Subject')).toHaveValue('Half written more');
  });
});
