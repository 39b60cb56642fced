import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { authStateChanged } from '@/features/auth';
import { renderApp } from '@/test/renderWithProviders';
import { signedIn } from '@/test/session';
import type { AuthService } from '@/services/types';

/** An auth service whose first report waits for the test (a slow worker, a slow SDK). */
function silentAuth(): { auth: AuthService } {
  const never = () => new Promise<never>(() => {});
  return {
    auth: {
      signIn: never,
      createAccount: never,
      updateDisplayName: never,
      sendPasswordReset: never,
      sendEmailVerification: never,
      applyEmailVerification: never,
      checkPasswordResetCode: never,
      confirmPasswordReset: never,
      reauthenticate: never,
      signOut: never,
      getIdToken: () => Promise.resolve(null),
      subscribe: () => () => {},
      subscribeToken: () => () => {},
      changePassword: never,
    },
  };
}

describe('root layout: the auth state and the first paint', () => {
  it.each([
    [pagePath('auth-login'), 'Welcome back!'],
    [pagePath('auth-register'), 'Create your account'],
  ])('draws the public form %s before the auth state is known', async (route, heading) => {
    renderApp({ route, overrides: silentAuth() });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeEnabled();
  });

  it('sends a visitor found signed in on to redirectTo once the state arrives', async () => {
    const { store, router } = renderApp({
      route: `${pagePath('auth-login')}?redirectTo=${encodeURIComponent(pagePath('pages-profile'))}`,
      overrides: silentAuth(),
    });
    await screen.findByRole('heading', { name: 'Welcome back!' });
    const { user } = signedIn('Admin');
    act(() => {
      store.dispatch(authStateChanged(user));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-profile')));
  });

  it.each([pagePath('dashboard-ecommerce'), pagePath('auth-lock-screen'), pagePath('auth-logout')])(
    'keeps %s behind the preloader until the state arrives',
    async (route) => {
      renderApp({ route, overrides: silentAuth() });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading page…');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );
});

describe('root layout: scroll position on a page load', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  /** Opens `route` as a page load does, scrolls it to `y` and leaves the page (pagehide). */
  async function leaveScrolled(route: string, y: number) {
    const { unmount } = renderApp({ route, overrides: silentAuth() });
    await screen.findByRole('heading', { name: 'Welcome back!' });
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
  }

  it('opens another address of the tab at the top, and a reloaded page where it was left', async () => {
    await leaveScrolled(pagePath('auth-login'), 400);

    renderApp({ route: pagePath('auth-register'), overrides: silentAuth() });
    await screen.findByRole('heading', { name: 'Create your account' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 400);
    cleanup();

    scrollTo.mockClear();
    renderApp({ route: pagePath('auth-login'), overrides: silentAuth() });
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 400));
  });
});
