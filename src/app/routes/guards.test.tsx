import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { useAuth } from '@/features/auth';
import { DEMO_ADMIN, DEMO_USER, setTokenLifetime } from '@/mocks/db';
import { server } from '@/mocks/node';
import { authScenarios } from '@/mocks/scenarios/auth';
import { SESSION_KEY } from '@/services/session/sessionStore';
import { renderApp, renderAppSignedIn, renderWithProviders } from '@/test/renderWithProviders';

const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) =>
  `${enc({ alg: 'none' })}.${enc({ sub: DEMO_ADMIN.uid, user_id: DEMO_ADMIN.uid, exp })}.`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function storeSessionEntry(tokenValue: string, role = 'Admin') {
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      uid: DEMO_ADMIN.uid,
      name: 'Forged',
      email: DEMO_ADMIN.email,
      role,
      token: tokenValue,
    }),
  );
}

describe('RequireAuth', () => {
  it('sends a visitor to sign in with the wanted path and query, and brings them back after', async () => {
    const { router, user } = renderApp({ route: '/pages/invoice?id=42#total' });
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/pages/invoice?id=42')}`,
    );
    await user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-invoice')));
    expect(router.state.location.search).toBe('?id=42');
  });

  it.each([
    ['a well-formed, unexpired token', () => token(inAnHour())],
    ['an expired token', () => token(Math.floor(Date.now() / 1000) - 60)],
    ['a malformed token', () => 'not.a-jwt'],
  ])(
    'treats a session storage entry with %s as no session (only Firebase + the profile count)',
    async (_label, make) => {
      storeSessionEntry(make());
      const { router } = renderApp({ route: pagePath('apps-calendar') });
      await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
      expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    },
  );

  it('refuses a sign-in whose token the backend already considers expired', async () => {
    setTokenLifetime(-60);
    const { user, store } = renderApp({ route: pagePath('auth-login') });
    await user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(store.getState().auth.user).toBeNull();
  });

  it('a session that expires while the app is open and cannot refresh goes to sign in, with the way back', async () => {
    setTokenLifetime(2);
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-starter')));
    server.use(...authScenarios['auth-session-expired']);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')), {
      timeout: 6000,
    });
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(pagePath('pages-starter'))}`,
    );
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  }, 15000);

  it('a short-lived token is refreshed and rewritten to session storage while the backend allows it', async () => {
    setTokenLifetime(2);
    const { store } = await renderAppSignedIn(DEMO_USER, { route: pagePath('pages-starter') });
    const first = store.getState().auth.user?.token;
    await waitFor(() => expect(store.getState().auth.user?.token).not.toBe(first), {
      timeout: 5000,
    });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as { token?: string };
    expect(stored.token).toBe(store.getState().auth.user?.token);
  }, 15000);
});

describe('RequireRole', () => {
  it('sends the user role away from an Admin page (to / and so the dashboard)', async () => {
    const { router } = await renderAppSignedIn(DEMO_USER, { route: pagePath('admin-users') });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
  });

  it('lets the user role open the apps (every signed-in member works in them)', async () => {
    const { router } = await renderAppSignedIn(DEMO_USER, { route: pagePath('tasks-list') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Task List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('tasks-list'));
  });

  it('lets the Admin open it', async () => {
    const { router } = await renderAppSignedIn(DEMO_ADMIN, { route: pagePath('admin-users') });
    await waitFor(() =>
      expect(router.state.matches.at(-1)?.route.path).toBe(pagePath('admin-users')),
    );
    expect(router.state.location.pathname).toBe(pagePath('admin-users'));
  });

  it('is not fooled by an edited role in session storage', async () => {
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('pages-starter'),
    });
    const entry = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...entry, role: 'Admin' }));
    await act(() => router.navigate(pagePath('admin-users')));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(store.getState().auth.user?.role).toBe('user');
  });
});

describe('useAuth', () => {
  it('throws in Italian outside AuthProvider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(
      "useAuth deve essere usato all'interno di un AuthProvider",
    );
  });

  it('gives { user, isAuthenticated, loading, login, register, logout } inside it', async () => {
    function Who() {
      const { user, isAuthenticated, loading, login, logout } = useAuth();
      return (
        <div>
          <p>{loading ? 'loading' : isAuthenticated ? `hello ${user?.name ?? ''}` : 'nobody'}</p>
          <button type="button" onClick={() => login(DEMO_ADMIN.email, DEMO_ADMIN.password)}>
            in
          </button>
          <button type="button" onClick={logout}>
            out
          </button>
        </div>
      );
    }
    const { user } = renderWithProviders(<Who />);
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(await screen.findByText('hello Shreyu Admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });
});
