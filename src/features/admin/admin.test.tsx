import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { ADMIN_MESSAGES } from '@/backend/admin/routes';
import { DEMO_ADMIN, DEMO_USER, withDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { liveChanged } from '@/features/events';
import { renderApp } from '@/test/renderWithProviders';
import { testToken } from '@/test/session';
import { explainRefusal } from './requests';

// The whole app loads its lazy layout and page first: the first query of a test waits longer.
const FIRST = { timeout: 10_000 };

/** Accounts registered in the demo backend besides the two seeded ones (names sort after them). */
function addAccounts(count: number) {
  const day = (n: number) => Date.UTC(2026, 1, 1 + n);
  return withDb((state) => {
    for (let i = 0; i < count; i += 1) {
      const uid = `member${i}`;
      state.accounts[uid] = {
        uid,
        email: `member${String(i).padStart(2, '0')}@example.com`,
        displayName: `Zed Member ${String(i).padStart(2, '0')}`,
        salt: '',
        passwordHash: '',
        createdAt: day(i),
        lastLoginAt: i === 0 ? 0 : day(i + 1),
        passwordUpdatedAt: day(i),
      };
    }
  });
}

/** Counts the list requests (they go on to the demo backend) and keeps their parameters. */
function watchListRequests() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('admin/users'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return asked;
}

const ROUTE = '/admin/users';

async function openPage() {
  const visit = renderApp({ route: ROUTE, as: 'Admin' });
  const table = await screen.findByRole('table', { name: /accounts?$/ }, FIRST);
  return { ...visit, table };
}

const rowOf = (table: HTMLElement, email: string) => {
  const cell = within(table).getByText(email);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

const button = (table: HTMLElement, email: string, name: RegExp | string) =>
  within(rowOf(table, email)).getByRole('button', {
    name: typeof name === 'string' ? `${name} (${email})` : name,
  });

/** Opens the change's confirmation from the row and confirms it. */
async function change(
  user: ReturnType<typeof renderApp>['user'],
  table: HTMLElement,
  email: string,
  action: string,
  dialogName: string,
) {
  await user.click(button(table, email, action));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: action }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('users and roles (page + slice + saga + demo API)', () => {
  it('lists the accounts with role and status; searches and sorts on the server, pages through them', async () => {
    await addAccounts(12);
    const asked = watchListRequests();
    const { user, table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    const admin = rowOf(table, DEMO_ADMIN.email);
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByText('(you)')).toBeInTheDocument();
    // A name in its own direction (<bdi>): one ending in punctuation stays whole in RTL.
    expect(within(admin).getByText(DEMO_ADMIN.name).tagName).toBe('BDI');
    expect(within(rowOf(table, DEMO_USER.email)).getByText('User')).toBeInTheDocument();
    expect(within(rowOf(table, 'member00@example.com')).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));

    // Typing goes out once, after the pause, from page 1.
    const before = asked.length;
    await user.type(screen.getByLabelText('Search accounts'), 'member 1');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(asked.length - before).toBe(1);
    expect(asked.at(-1)?.get('q')).toBe('member 1');
    expect(asked.at(-1)?.get('page')).toBe('1');

    await user.clear(screen.getByLabelText('Search accounts'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Created (newest first)');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-createdAt'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Zed Member 11'),
    );
    const created = screen.getByRole('columnheader', { name: /Created/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(created).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('createdAt'));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('promotes an account after a confirmation that names it; the row shows the change in flight, the audit list gets it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.patch(apiUrl('admin/users/:uid'), async () => {
        await held;
        return undefined; // on to the demo backend
      }),
    );
    const { user, table } = await openPage();
    expect(await screen.findByText('No change has been made yet.')).toBeInTheDocument();

    await user.click(button(table, DEMO_USER.email, 'Make Admin'));
    const dialog = await screen.findByRole('dialog', { name: 'Make this account an Admin?' });
    expect(within(dialog).getByText(`${DEMO_USER.name} (${DEMO_USER.email})`)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Becomes an Admin: the apps and the administration pages.');
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = rowOf(table, DEMO_USER.email);
    expect(within(row).getByRole('status')).toHaveTextContent('Making Admin…');
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Make user/ })).toBeDisabled();

    release();
    await waitFor(() => expect(within(row).queryByRole('status')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: /^Make user/ })).toBeEnabled();
    const audit = await screen.findByRole('list', { name: 'Changes' });
    expect(await within(audit).findByText('Role: User → Admin')).toBeInTheDocument();
    expect(within(audit).getByText(`Account: ${DEMO_USER.email}`)).toBeInTheDocument();
    expect(within(audit).getByText(new RegExp(`^By ${DEMO_ADMIN.email}`))).toBeInTheDocument();

    // Disabled, then enabled again: two more entries, newest first.
    await change(user, table, DEMO_USER.email, 'Disable', 'Disable this account?');
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(audit).getAllByRole('listitem')[0]).toHaveTextContent(
        'Status: Active → Disabled',
      ),
    );
    await change(user, table, DEMO_USER.email, 'Enable', 'Enable this account?');
    await waitFor(() =>
      expect(within(audit).getAllByRole('listitem')[0]).toHaveTextContent(
        'Status: Disabled → Active',
      ),
    );
    expect(within(audit).getAllByRole('listitem')).toHaveLength(3);
  });

  it('a change made elsewhere (another Admin, another tab) shows without a reload: the live event reads the list and the trail again', async () => {
    const { table, store } = await openPage();
    expect(within(rowOf(table, DEMO_USER.email)).getByText('User')).toBeInTheDocument();
    await act(async () => {
      const token = testToken({ ...DEMO_ADMIN, displayName: DEMO_ADMIN.name });
      const answer = await fetch(new URL(apiUrl(`admin/users/${DEMO_USER.uid}`), location.href), {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ role: 'Admin' }),
      });
      expect(answer.status).toBe(200);
      // What the server then sends the team's streams.
      store.dispatch(
        liveChanged({
          id: 'elsewhere',
          area: DIRECTORY_AREAS.members,
          op: 'update',
          recordId: DEMO_USER.uid,
          by: DEMO_ADMIN.uid,
          at: new Date().toISOString(),
        }),
      );
    });
    await waitFor(() =>
      expect(within(rowOf(table, DEMO_USER.email)).getByText('Admin')).toBeInTheDocument(),
    );
    const audit = await screen.findByRole('list', { name: 'Changes' });
    expect(await within(audit).findByText('Role: User → Admin')).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { user, table } = await openPage();
    await user.click(button(table, DEMO_USER.email, 'Disable'));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(within(dialog).getByText(`${DEMO_USER.name} (${DEMO_USER.email})`)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Can no longer sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(table, DEMO_USER.email)).getByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('No change has been made yet.')).toBeInTheDocument();
  });

  it('the API’s refusals in the reader’s words: the last Admin, demoting or disabling oneself; the row goes back', async () => {
    const { user, table, i18n } = await openPage();
    const admin = () => rowOf(table, DEMO_ADMIN.email);
    await change(user, table, DEMO_ADMIN.email, 'Make user', 'Remove Admin rights?');
    expect(await within(admin()).findByRole('alert')).toHaveTextContent(
      'This is the last active Admin: make another account an Admin first.',
    );
    expect(within(admin()).getByText('Admin')).toBeInTheDocument();
    await user.click(within(admin()).getByRole('button', { name: /^Dismiss/ }));
    expect(within(admin()).queryByRole('alert')).not.toBeInTheDocument();

    await change(user, table, DEMO_USER.email, 'Make Admin', 'Make this account an Admin?');
    await change(user, table, DEMO_ADMIN.email, 'Make user', 'Remove Admin rights?');
    expect(await within(admin()).findByRole('alert')).toHaveTextContent(
      'You cannot remove your own Admin role: ask another Admin to do it.',
    );
    await user.click(within(admin()).getByRole('button', { name: /^Dismiss/ }));
    await change(user, table, DEMO_ADMIN.email, 'Disable', 'Disable this account?');
    expect(await within(admin()).findByRole('alert')).toHaveTextContent(
      'You cannot disable your own account: ask another Admin to do it.',
    );
    expect(within(admin()).getByText('Active')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('it'));
    expect(within(admin()).getByRole('alert')).toHaveTextContent(
      'Non puoi disattivare il tuo account: chiedilo a un altro amministratore.',
    );
    expect(screen.getByRole('list', { name: 'Modifiche' })).toHaveTextContent(
      'Ruolo: Utente → Amministratore',
    );
  });

  it('every 409 message of the contract has its own text', () => {
    const explained = Object.entries(ADMIN_MESSAGES)
      .filter(([name]) => ['lastAdmin', 'selfDemote', 'selfDisable'].includes(name))
      .map(([, message]) =>
        explainRefusal({ code: 'http/server', messageKey: 'x', status: 409, message }),
      );
    expect(explained.map((error) => [error.messageKey, error.message])).toEqual([
      ['admin.errors.selfDemote', undefined],
      ['admin.errors.selfDisable', undefined],
      ['admin.errors.lastAdmin', undefined],
    ]);
  });

  it('other refusals keep the server’s words (another 409, 503); an account gone is said so; a 403 leads to the refusal page', async () => {
    const { user, table, router } = await openPage();
    const refuse = (status: number, message: string) =>
      server.use(
        http.patch(apiUrl('admin/users/:uid'), () => HttpResponse.json({ message }, { status })),
      );
    const row = () => rowOf(table, DEMO_USER.email);
    const dismiss = () => user.click(within(row()).getByRole('button', { name: /^Dismiss/ }));

    refuse(409, 'Someone else changed this account a moment ago');
    await change(user, table, DEMO_USER.email, 'Disable', 'Disable this account?');
    expect(await within(row()).findByRole('alert')).toHaveTextContent(
      'Someone else changed this account a moment ago',
    );
    expect(within(row()).getByText('Active')).toBeInTheDocument();
    await dismiss();

    refuse(503, 'The profile could not be updated, so the role was not changed');
    await change(user, table, DEMO_USER.email, 'Make Admin', 'Make this account an Admin?');
    expect(await within(row()).findByRole('alert')).toHaveTextContent(
      'The profile could not be updated, so the role was not changed',
    );
    expect(within(row()).getByText('User')).toBeInTheDocument();
    await dismiss();

    server.use(
      http.patch(apiUrl('admin/users/:uid'), () => new HttpResponse(null, { status: 404 })),
    );
    await change(user, table, DEMO_USER.email, 'Disable', 'Disable this account?');
    expect(await within(row()).findByRole('alert')).toHaveTextContent(
      'This account no longer exists.',
    );
    await dismiss();

    refuse(403, 'Only an active Admin may manage accounts, and this account no longer is one');
    await change(user, table, DEMO_USER.email, 'Disable', 'Disable this account?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('a list that cannot be read says why and tries again', async () => {
    server.use(
      http.get(
        apiUrl('admin/users'),
        () => HttpResponse.json({ message: 'Accounts are unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: ROUTE, as: 'Admin' });
    expect(await screen.findByText('Accounts are unavailable', {}, FIRST)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByRole('table', { name: /accounts$/ })).toBeInTheDocument();
  });

  it('is an Admin page: in the Administration menu for an Admin', async () => {
    await openPage();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Administration')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/users$/),
    );
  });

  it('a user never gets it: no menu entry, and the address leads away', async () => {
    const { router } = renderApp({ route: ROUTE, as: 'user' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(ROUTE), FIRST);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, FIRST);
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
  });
});
