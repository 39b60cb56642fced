import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pagePath } from '@/config/pages';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { liveChanged } from '@/features/events';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN, DEMO_USER, setTokenLifetime, withDb } from '@/mocks/db';
import { SECURE_TOKEN_URL } from '@/mocks/handlers/secureToken';
import { server } from '@/mocks/node';
import type { Role } from '@/services/types';
import { renderAppSignedIn } from '@/test/renderWithProviders';

// The whole app loads its lazy layout and page first: the first query of a test waits longer.
const FIRST = { timeout: 10_000 };

/** What an Admin's change does to the demo backend: the profile's role (no claim in the demo). */
const setRole = (uid: string, role: Role) =>
  withDb((state) => {
    const profile = state.documents[`users/${uid}`];
    if (!profile) throw new Error(`no profile for ${uid}`);
    profile.fields.userRole = { stringValue: role };
  });

/** What the real server's role change does: the `role` claim every new ID token carries. */
const setClaimedRole = (uid: string, role: Role) =>
  withDb((state) => {
    const account = state.accounts[uid];
    if (!account) throw new Error(`no account ${uid}`);
    account.customClaims = { role };
  });

/**
 * What the users page's "Disable" does in the demo backend: the account is disabled and the
 * ID tokens it holds are revoked; with `revoke: false` they stay valid until they expire.
 */
const disable = (uid: string, { revoke = true } = {}) =>
  withDb((state) => {
    const account = state.accounts[uid];
    if (!account) throw new Error(`no account ${uid}`);
    account.disabled = true;
    if (revoke) account.validSince = Date.now();
  });

/** Counts the ID token refreshes the app asks for (they still reach the demo backend). */
function countRefreshes() {
  const count = { value: 0 };
  server.use(
    http.post(SECURE_TOKEN_URL, () => {
      count.value += 1;
      return undefined;
    }),
  );
  return count;
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' }, FIRST);

/** The projects read refused (403) every time; counts the requests that reach it. */
function refuseProjects() {
  const calls = { value: 0 };
  server.use(
    http.get(apiUrl('projects'), () => {
      calls.value += 1;
      return HttpResponse.json({ message: 'Not for this role' }, { status: 403 });
    }),
  );
  return calls;
}

type AppRouter = Awaited<ReturnType<typeof renderAppSignedIn>>['router'];

/** Waits until the app shows `page`. */
const shownPage = (router: AppRouter, page: Parameters<typeof pagePath>[0]) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pagePath(page)), FIRST);

const openProjectsAsAdmin = () =>
  renderAppSignedIn(DEMO_ADMIN, { route: pagePath('projects-list') });

describe('a changed account (auth saga + HTTP helper + guards + demo backend)', () => {
  it('promoted while signed in: opening an Admin page refreshes the token once and opens it; the menu follows without a reload', async () => {
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    expect(within(await mainMenu()).queryByText('Administration')).not.toBeInTheDocument();

    await setRole(DEMO_USER.uid, 'Admin');
    const refreshes = countRefreshes();
    await act(() => router.navigate(pagePath('admin-users')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users' }, FIRST),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('admin-users'));
    expect(refreshes.value).toBe(1);
    expect(store.getState().auth.user).toEqual(
      expect.objectContaining({ role: 'Admin', uid: DEMO_USER.uid }),
    );
    expect(await within(await mainMenu()).findByText('Administration')).toBeInTheDocument();
  });

  it('promoted while signed in, said live (auth + live): a new token at once, and the menu follows without a reload', async () => {
    const { store } = await renderAppSignedIn(DEMO_USER, { route: pagePath('pages-starter') });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    expect(within(await mainMenu()).queryByText('Administration')).not.toBeInTheDocument();
    // Live updates load with the signed-in frame (their feature takes the event).
    await waitFor(() => expect(store.getState()).toHaveProperty('live'), FIRST);
    const refreshes = countRefreshes();
    await setRole(DEMO_USER.uid, 'Admin');
    // What the server sends this account's streams when an Admin changes it (and only them).
    const roleChanged = (id: string) =>
      liveChanged({
        id,
        area: DIRECTORY_AREAS.role,
        op: 'update',
        recordId: DEMO_USER.uid,
        by: DEMO_ADMIN.uid,
        at: new Date().toISOString(),
      });
    act(() => void store.dispatch(roleChanged('1')));
    expect(await within(await mainMenu()).findByText('Administration', {}, FIRST)).toBeVisible();
    expect(store.getState().auth.user?.role).toBe('Admin');
    expect(refreshes.value).toBe(1);
    // The person is told, not only their menu.
    expect(
      await screen.findByText(
        'An Admin made you an Admin: the administration pages are in the menu.',
      ),
    ).toBeInTheDocument();
    // Demoted a moment later (within the limit on forced refreshes): said live, seen at once.
    await setRole(DEMO_USER.uid, 'user');
    act(() => void store.dispatch(roleChanged('2')));
    await waitFor(() => expect(store.getState().auth.user?.role).toBe('user'), FIRST);
    expect(within(await mainMenu()).queryByText('Administration')).not.toBeInTheDocument();
    expect(refreshes.value).toBe(2);
    expect(
      await screen.findByText(/An Admin changed your role to user/, {}, FIRST),
    ).toBeInTheDocument();
  });

  it('not promoted: the guard refreshes once, then refuses as before', async () => {
    const { router } = await renderAppSignedIn(DEMO_USER, { route: pagePath('pages-starter') });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    const refreshes = countRefreshes();
    await act(() => router.navigate(pagePath('admin-users')));
    await shownPage(router, 'dashboard-ecommerce');
    expect(refreshes.value).toBe(1);
  });

  it('an unexpected 403 from the API: the token is refreshed once and the request sent once more', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('projects'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Not for this role' }, { status: 403 })
          : undefined;
      }),
    );
    const refreshes = countRefreshes();
    const { router } = await openProjectsAsAdmin();
    expect(await screen.findByRole('list', { name: 'Projects' }, FIRST)).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(refreshes.value).toBe(1);
    expect(router.state.location.pathname).toBe(pagePath('projects-list'));
  });

  it('a 403 that stays after the refresh: one retry only, then the refusal page', async () => {
    const calls = refuseProjects();
    const refreshes = countRefreshes();
    const { router } = await openProjectsAsAdmin();
    await shownPage(router, 'access-denied');
    expect(calls.value).toBe(2);
    expect(refreshes.value).toBe(1);
  });

  it('demoted while on an Admin page: the API’s 403 refreshes the token once, its claims’ role replaces Admin, and the Admin pages and menu go at once', async () => {
    // Signed in as an Admin of a real backend: the role is the token's claim.
    await setClaimedRole(DEMO_ADMIN.uid, 'Admin');
    let calls = 0;
    server.use(
      http.get(apiUrl('projects'), async () => {
        calls += 1;
        // Another Admin demotes this one (claim and profile together, as the server does);
        // the server refuses the Admin area at once.
        await setClaimedRole(DEMO_ADMIN.uid, 'user');
        await setRole(DEMO_ADMIN.uid, 'user');
        return HttpResponse.json({ message: 'Not for this role' }, { status: 403 });
      }),
    );
    const refreshes = countRefreshes();
    const { router, store } = await openProjectsAsAdmin();
    expect(store.getState().auth.user?.role).toBe('Admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }, FIRST),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('access-denied'));
    expect(store.getState().auth.user).toEqual(
      expect.objectContaining({ role: 'user', uid: DEMO_ADMIN.uid }),
    );
    expect(refreshes.value).toBe(1);
    // Sent again, a demoted Admin's request is refused again: it is not.
    expect(calls).toBe(1);

    // The way back to the Admin page: the role guard sends the user away, with no new refresh
    // (the one just forced carries the current claims).
    await act(() => router.navigate(pagePath('admin-users')));
    await shownPage(router, 'dashboard-ecommerce');
    expect(calls).toBe(1);
    expect(refreshes.value).toBe(1);
    expect(within(await mainMenu()).queryByText('Administration')).not.toBeInTheDocument();
  });

  it('refusals a refresh does not cure: one forced refresh, however often the page asks again', async () => {
    const calls = refuseProjects();
    const refreshes = countRefreshes();
    const { router } = await openProjectsAsAdmin();
    await shownPage(router, 'access-denied');
    await screen.findByRole('heading', { level: 1, name: 'Access denied' }, FIRST);
    expect(calls.value).toBe(2);
    // Back to the page at once: its read, refused with the fresh token, refreshes nothing.
    await act(() => router.navigate(pagePath('projects-list')));
    await waitFor(() => expect(calls.value).toBe(3), FIRST);
    await shownPage(router, 'access-denied');
    expect(refreshes.value).toBe(1);
  });

  it('the next token refresh brings a changed role at the latest: the menu follows without a reload', async () => {
    setTokenLifetime(2);
    const { store } = await renderAppSignedIn(DEMO_USER, { route: pagePath('pages-starter') });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    expect(within(await mainMenu()).queryByText('Administration')).not.toBeInTheDocument();
    await setRole(DEMO_USER.uid, 'Admin');
    await waitFor(() => expect(store.getState().auth.user?.role).toBe('Admin'), FIRST);
    expect(await within(await mainMenu()).findByText('Administration')).toBeInTheDocument();
  });

  it('disabled by an Admin: the API answers 401, the refresh is refused (USER_DISABLED), and the sign-in page says why', async () => {
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    await disable(DEMO_USER.uid);
    const refreshes = countRefreshes();
    await act(() => router.navigate(pagePath('pages-profile')));
    await shownPage(router, 'auth-login');
    expect(await screen.findByText('Your account has been disabled.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(refreshes.value).toBe(1);
  });

  it('disabled a moment after a forced refresh (a promotion seen): the 401 still refreshes, and the sign-in page says why', async () => {
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    await setRole(DEMO_USER.uid, 'Admin');
    await act(() => router.navigate(pagePath('admin-users')));
    await screen.findByRole('heading', { level: 1, name: 'Users' }, FIRST);
    await disable(DEMO_USER.uid);
    await act(() => router.navigate(pagePath('pages-profile')));
    await shownPage(router, 'auth-login');
    expect(await screen.findByText('Your account has been disabled.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it('disabled: the refresh at the token’s expiry is refused (USER_DISABLED): signed out with the reason', async () => {
    setTokenLifetime(2);
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, FIRST);
    await disable(DEMO_USER.uid, { revoke: false });
    await shownPage(router, 'auth-login');
    expect(await screen.findByText('Your account has been disabled.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });
});
