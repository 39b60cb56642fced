import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_USER } from '@/mocks/db';
import { SESSION_KEY } from '@/services/session/sessionStore';
import { renderAppSignedIn } from '@/test/renderWithProviders';

describe('logout page', () => {
  it('signs out, clears the session storage, says so, and protected pages ask to sign in again', async () => {
    const { router, store } = await renderAppSignedIn(DEMO_USER, {
      route: pagePath('auth-logout'),
    });
    expect(await screen.findByRole('heading', { name: 'See you again!' })).toBeInTheDocument();
    expect(screen.getByText('You are now successfully signed out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      pagePath('auth-login'),
    );
    expect(store.getState().auth.user).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();

    await act(() => router.navigate(pagePath('dashboard-analytics')));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(pagePath('dashboard-analytics'))}`,
    );
  });
});
