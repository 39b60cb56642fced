import { act, screen, waitFor, within } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_ADMIN, DEMO_USER, snapshotDb, withDb } from '@/mocks/db';
import { MAX_FAILED_SIGN_INS } from '@/mocks/handlers/identity';
import { server } from '@/mocks/node';
import { authScenarios } from '@/mocks/scenarios/auth';
import { SESSION_KEY } from '@/services/session/sessionStore';
import { expectConsoleError } from '@/test/consoleGuard';
import { renderApp } from '@/test/renderWithProviders';

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('signs the Admin in and lands on the dashboard, with the role from the profile', async () => {
    const { user, router, store } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(store.getState().auth.user).toMatchObject({
      uid: DEMO_ADMIN.uid,
      name: 'Shreyu Admin',
      role: 'Admin',
    });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored).sort()).toEqual(['email', 'name', 'role', 'token', 'uid']);
    expect(stored).toMatchObject({ email: DEMO_ADMIN.email, role: 'Admin' });
    expect(JSON.stringify(stored)).not.toContain(DEMO_ADMIN.password);
  });

  it('says the credentials are wrong and stays on the page', async () => {
    const { user, router } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_USER.email, 'not-my-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe(pagePath('auth-login'));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('validates the fields before sending anything', async () => {
    const { user, store } = renderApp({ route: pagePath('auth-login') });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(store.getState().auth.request).toBeNull();
  });

  it('fills the form with a demo account from the banner', async () => {
    const { user, router } = renderApp({ route: pagePath('auth-login') });
    const banner = await screen.findByText(/stay in this browser only/);
    expect(
      within(banner.closest('.alert') as HTMLElement).getByText(DEMO_USER.password),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the User account' }));
    expect(screen.getByLabelText('Email address')).toHaveValue(DEMO_USER.email);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
  });

  it.each([
    ['/pages/invoice?id=7', '/pages/invoice', '?id=7'],
    ['/apps/calendar', '/apps/calendar', ''],
  ])('follows redirectTo=%s after signing in', async (redirectTo, pathname, search) => {
    const { user, router } = renderApp({
      route: `${pagePath('auth-login')}?redirectTo=${encodeURIComponent(redirectTo)}`,
    });
    await fillLogin(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '/auth/logout',
  ])('ignores redirectTo=%s and goes to the dashboard', async (redirectTo) => {
    const { user, router } = renderApp({
      route: `${pagePath('auth-login')}?redirectTo=${encodeURIComponent(redirectTo)}`,
    });
    await fillLogin(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
  });

  it('disables the button while signing in', async () => {
    server.use(...authScenarios['auth-slow']);
    const { user } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_USER.email, DEMO_USER.password);
    expect(screen.getByRole('button', { name: /Log In/ })).toBeDisabled();
    // The slow sign-in still lands after its 1.5 s: wait for it here, or it lands in the next
    // test, signs this account in there and clears that test's count of failed attempts.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /Log In/ })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
  }, 20_000);

  it(`locks the address after ${MAX_FAILED_SIGN_INS} failed attempts`, async () => {
    const { user } = renderApp({ route: pagePath('auth-login') });
    await user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), `wrong-${i}`);
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(screen.getByRole('button', { name: /Log In/ })).toBeDisabled();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    }
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/Too many failed attempts/)).toBeInTheDocument();
    // Six sign-ins typed key by key, each hashing a password in the demo backend: past jest's
    // 5 s when both cores are busy.
  }, 20_000);

  it.each([
    ['auth-network-error', 'Cannot reach the authentication service. Check your connection.'],
    ['auth-unknown-error', 'The identity service refused this request.'],
    ['auth-no-message', 'Error while signing in'],
  ] as const)('explains a failure (%s)', async (scenario, text) => {
    server.use(...authScenarios[scenario]);
    const { user } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_USER.email, DEMO_USER.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('in Italian, a failure with no message says "Errore durante il login"', async () => {
    server.use(...authScenarios['auth-no-message']);
    const { user, i18n } = renderApp({ route: pagePath('auth-login') });
    await act(() => i18n.changeLanguage('it'));
    await user.type(await screen.findByLabelText('Indirizzo e-mail'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore durante il login$/);
  });

  it('signs in even when the profile cannot be read, with the least role: logged, no toast in the way', async () => {
    expectConsoleError(/Errore nel recupero dei dati utente/);
    server.use(...authScenarios['auth-profile-read-fails']);
    const { user, router, store } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(store.getState().auth.user).toMatchObject({
      email: DEMO_ADMIN.email,
      role: 'user',
      name: 'Shreyu Admin',
    });
    // The seed's words in the console (expectConsoleError above), and nothing over the top bar.
    // (The profile is read before the sign-in completes: a toast would be in the store by now.)
    expect(store.getState().notifications.items).toEqual([]);
    expect(screen.queryByText('Error while fetching the user data')).not.toBeInTheDocument();
  });

  it('writes a missing profile at sign-in (registration that lost its profile write)', async () => {
    await withDb((state) => {
      delete state.documents[`users/${DEMO_USER.uid}`];
    });
    const { user, router, store } = renderApp({ route: pagePath('auth-login') });
    await fillLogin(user, DEMO_USER.email, DEMO_USER.password);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(store.getState().auth.user).toMatchObject({ name: 'Demo User', role: 'user' });
    const profile = (await snapshotDb()).documents[`users/${DEMO_USER.uid}`];
    expect(profile?.fields).toMatchObject({
      name: { stringValue: 'Demo User' },
      email: { stringValue: DEMO_USER.email },
      userRole: { stringValue: 'user' },
      createdAt: { timestampValue: expect.stringMatching(/^\d{4}-/) as unknown },
    });
  });

  it('sends a visitor who is already signed in on to redirectTo', async () => {
    const first = renderApp({ route: pagePath('auth-login') });
    await fillLogin(first.user, DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(first.store.getState().auth.user).not.toBeNull());
    const { router } = first;
    await act(() => router.navigate(`${pagePath('auth-login')}?redirectTo=%2Fpages%2Fstarter`));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-starter')));
  });
});
