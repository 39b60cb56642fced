import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/apiBase';
import { apiRoute, forbidden, invalid, paginate, readJson } from '@/mocks/api/server';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import type { AdminUser, AdminUserPatch, AuditEntry } from './api';

// The whole app loads its lazy layout and page first: the first query of a test waits longer.
jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

/**
 * The users API as its contract says (docs/api/admin.md), over accounts of this test: paged,
 * searched and sorted on the server, 409 for an Admin's own account, an audit entry per change.
 */
function adminApi(extra = 0) {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
  const accounts: AdminUser[] = [
    {
      uid: DEMO_ADMIN.uid,
      email: DEMO_ADMIN.email,
      name: DEMO_ADMIN.name,
      role: 'Admin',
      disabled: false,
      createdAt: day(0),
      lastSignInAt: day(30),
    },
    {
      uid: DEMO_USER.uid,
      email: DEMO_USER.email,
      name: DEMO_USER.name,
      role: 'user',
      disabled: false,
      createdAt: day(1),
      lastSignInAt: null,
    },
    ...Array.from({ length: extra }, (_, i) => ({
      uid: `u${i}`,
      email: `member${String(i).padStart(2, '0')}@example.com`,
      name: `Zed Member ${String(i).padStart(2, '0')}`,
      role: 'user' as const,
      disabled: false,
      createdAt: day(2 + i),
      lastSignInAt: day(3 + i),
    })),
  ];
  const audit: AuditEntry[] = [];
  const asked: URLSearchParams[] = [];
  const handlers = [
    apiRoute(
      'get',
      'admin/users',
      ({ url }) => {
        asked.push(url.searchParams);
        return paginate(accounts, url, {
          matches: (a, q) => a.name.toLowerCase().includes(q) || a.email.includes(q),
          sorters: {
            name: (a, b) => a.name.localeCompare(b.name),
            createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
            lastSignInAt: (a, b) => (a.lastSignInAt ?? '').localeCompare(b.lastSignInAt ?? ''),
          },
        });
      },
      { roles: ['Admin'] },
    ),
    apiRoute(
      'patch',
      'admin/users/:uid',
      async ({ caller, request, params }) => {
        const account = accounts.find((a) => a.uid === params.uid);
        if (!account) return HttpResponse.json({ message: 'No such account' }, { status: 404 });
        const patch = (await readJson(request)) as AdminUserPatch;
        if (patch.role !== undefined && patch.role !== 'Admin' && patch.role !== 'user')
          return invalid({ role: 'Role must be Admin or user' });
        if (account.uid === caller.uid)
          return HttpResponse.json(
            { message: 'An Admin cannot demote or disable their own account' },
            { status: 409 },
          );
        const at = new Date().toISOString();
        const actor = { uid: caller.uid, email: DEMO_ADMIN.email };
        const target = { uid: account.uid, email: account.email };
        if (patch.role && patch.role !== account.role) {
          audit.unshift({
            id: `a${audit.length}`,
            at,
            actor,
            target,
            field: 'role',
            from: account.role,
            to: patch.role,
          });
          account.role = patch.role;
        }
        if (patch.disabled !== undefined && patch.disabled !== account.disabled) {
          audit.unshift({
            id: `a${audit.length}`,
            at,
            actor,
            target,
            field: 'status',
            from: account.disabled ? 'disabled' : 'active',
            to: patch.disabled ? 'disabled' : 'active',
          });
          account.disabled = patch.disabled;
        }
        return account;
      },
      { roles: ['Admin'] },
    ),
    apiRoute('get', 'admin/audit', ({ url }) => paginate(audit, url), { roles: ['Admin'] }),
  ];
  server.use(...handlers);
  return { accounts, audit, asked };
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

describe('users and roles (page + slice + saga + API)', () => {
  it('lists the accounts with role and status; searches and sorts on the server, pages through them', async () => {
    const api = adminApi(12);
    const { user, table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    const admin = rowOf(table, DEMO_ADMIN.email);
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByText('(you)')).toBeInTheDocument();
    expect(within(rowOf(table, DEMO_USER.email)).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));

    // Typing goes out once, after the pause, from page 1.
    const before = api.asked.length;
    await user.type(screen.getByLabelText('Search accounts'), 'member 1');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(api.asked.length - before).toBe(1);
    expect(api.asked.at(-1)?.get('q')).toBe('member 1');
    expect(api.asked.at(-1)?.get('page')).toBe('1');

    await user.clear(screen.getByLabelText('Search accounts'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Created (newest first)');
    await waitFor(() => expect(api.asked.at(-1)?.get('sort')).toBe('-createdAt'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Member 11'),
    );
    const created = screen.getByRole('columnheader', { name: /Created/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(created).getByRole('button'));
    await waitFor(() => expect(api.asked.at(-1)?.get('sort')).toBe('createdAt'));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('promotes an account after a confirmation that names it; the row shows the change in flight, the audit list gets it', async () => {
    adminApi();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.patch(apiUrl('admin/users/:uid'), async () => {
        await held;
        return undefined; // on to the API above
      }),
    );
    const { user, table } = await openPage();
    expect(await screen.findByText('No change has been made yet.')).toBeInTheDocument();

    await user.click(
      within(rowOf(table, DEMO_USER.email)).getByRole('button', {
        name: `Make Admin (${DEMO_USER.email})`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make this account an Admin?' });
    expect(dialog).toHaveTextContent(`${DEMO_USER.name} (${DEMO_USER.email}) becomes an Admin`);
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
  });

  it('cancelling the confirmation changes nothing', async () => {
    const api = adminApi();
    const { user, table } = await openPage();
    await user.click(
      within(rowOf(table, DEMO_USER.email)).getByRole('button', {
        name: `Disable (${DEMO_USER.email})`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent(
      `${DEMO_USER.name} (${DEMO_USER.email}) can no longer sign in`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.accounts[1]?.disabled).toBe(false);
    expect(within(rowOf(table, DEMO_USER.email)).getByText('Active')).toBeInTheDocument();
  });

  it('an Admin demoting themselves: refused, the row goes back, and the reason reads in the user’s words', async () => {
    adminApi();
    const { user, table } = await openPage();
    await user.click(
      within(rowOf(table, DEMO_ADMIN.email)).getByRole('button', {
        name: `Make user (${DEMO_ADMIN.email})`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Admin rights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make user' }));
    const row = rowOf(table, DEMO_ADMIN.email);
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'You cannot remove your own Admin role or disable your own account.',
    );
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Dismiss/ }));
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('other refusals: the last Admin (409) in the user’s words, anything else in the server’s', async () => {
    adminApi();
    const { user, table } = await openPage();
    const refuse = (status: number, message: string) =>
      server.use(
        http.patch(apiUrl('admin/users/:uid'), () => HttpResponse.json({ message }, { status })),
      );
    const disable = async () => {
      await user.click(
        within(rowOf(table, DEMO_USER.email)).getByRole('button', { name: /^Disable/ }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    refuse(409, 'At least one active Admin must remain');
    await disable();
    const row = rowOf(table, DEMO_USER.email);
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'This would leave no active Admin: make another account an Admin first.',
    );
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Dismiss/ }));

    refuse(503, 'The account service is not available');
    await disable();
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The account service is not available',
    );
    await user.click(within(row).getByRole('button', { name: /^Dismiss/ }));

    server.use(
      http.patch(apiUrl('admin/users/:uid'), () => new HttpResponse(null, { status: 404 })),
    );
    await disable();
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'This account no longer exists.',
    );
  });

  it('a list that cannot be read says why and tries again', async () => {
    adminApi();
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

  it('is an Admin page: in the Administration menu for an Admin, neither menu nor page for a user', async () => {
    adminApi();
    await openPage();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Administration')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/users$/),
    );
  });

  it('a user never gets it: no menu entry, and the address leads away', async () => {
    server.use(apiRoute('get', 'admin/users', () => forbidden()));
    const { router } = renderApp({ route: ROUTE, as: 'user' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(ROUTE), FIRST);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, FIRST);
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
  });
});
