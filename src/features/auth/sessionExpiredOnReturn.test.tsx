import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { authScenarios } from '@/mocks/scenarios/auth';
import { SESSION_KEY } from '@/services/session/sessionStore';
import { renderApp } from '@/test/renderWithProviders';
import { SESSION_HINT_KEY } from './authSaga';

const EXPIRED = 'Your session has expired. Please sign in again.';

/** Signs in through the login form, as a person would. */
async function signInThroughForm(remember: boolean) {
  const visit = renderApp({ route: pagePath('auth-login') });
  const { user, store } = visit;
  await user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
  await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
  if (!remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(store.getState().auth.user?.email).toBe(DEMO_USER.email));
  return visit;
}

/**
 * Closes the tab and comes back. The tab's sessionStorage is gone. Firebase under jest keeps
 * no user across app instances, so the next visit's first report is "no user": exactly
 * what the browser SDK reports when it cannot refresh the user it remembered (it drops the
 * user before its first report). The browser side is covered in e2e/auth.test.mjs.
 */
function closeTabAndReturn(unmount: () => void, route: string) {
  unmount();
  sessionStorage.clear();
  return renderApp({ route });
}

describe('a session that ended while no tab was open', () => {
  it('expired (the backend no longer refreshes it): the login page says so', async () => {
    const { unmount } = await signInThroughForm(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe(DEMO_USER.uid);

    server.use(...authScenarios['auth-session-expired']);
    const { router, store } = closeTabAndReturn(unmount, pagePath('pages-starter'));

    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('signed out by hand: the next visit says nothing about expiry', async () => {
    const { unmount, router } = await signInThroughForm(true);
    await act(() => router.navigate(pagePath('auth-logout')));
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());

    server.use(...authScenarios['auth-session-expired']);
    const next = closeTabAndReturn(unmount, pagePath('auth-login'));
    await waitFor(() => expect(next.store.getState().auth.initialized).toBe(true));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it('not remembered: closing the tab ended it by design, so nothing is said', async () => {
    const { unmount } = await signInThroughForm(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    const next = closeTabAndReturn(unmount, pagePath('auth-login'));
    await waitFor(() => expect(next.store.getState().auth.initialized).toBe(true));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});

describe('a reload after the session expired in this tab', () => {
  it('finds the expired session entry and says the session expired', async () => {
    const { unmount, store } = await signInThroughForm(false);
    const token = store.getState().auth.user?.token ?? '';
    unmount();
    // The entry as the app wrote it, its token now past `exp`; Firebase has no user.
    const [header = '', payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp - 7200 })).toString(
      'base64url',
    );
    const entry = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as object;
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ ...entry, token: `${header}.${expired}.` }),
    );

    const { router } = renderApp({ route: pagePath('pages-starter') });
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
