import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@/config/paths';
import { DEMO_ADMIN } from '@/mocks/db';
import { LOCK_KEY } from '@/features/auth/authSaga';
import { renderApp, renderAppSignedIn } from '@/test/renderWithProviders';

describe('lock screen', () => {
  it('shows the user, refuses a wrong password, unlocks with the right one and goes back', async () => {
    const { user, router } = await renderAppSignedIn(DEMO_ADMIN, {
      route: `${PATHS.auth.lockScreen}?redirectTo=${encodeURIComponent(PATHS.pages.profile)}`,
    });
    expect(await screen.findByRole('heading', { name: 'Hi! Shreyu Admin' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_ADMIN.email)).toBeInTheDocument();
    expect(localStorage.getItem(LOCK_KEY)).toBe(DEMO_ADMIN.uid);

    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe(PATHS.auth.lockScreen);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.pages.profile));
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('while locked, protected pages send the user back to the lock screen', async () => {
    const { router } = await renderAppSignedIn(DEMO_ADMIN, { route: PATHS.auth.lockScreen });
    await screen.findByRole('heading', { name: 'Hi! Shreyu Admin' });
    await act(() => router.navigate(PATHS.pages.starter));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.auth.lockScreen));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(PATHS.pages.starter)}`,
    );
  });

  it('offers to sign in as someone else', async () => {
    await renderAppSignedIn(DEMO_ADMIN, { route: PATHS.auth.lockScreen });
    expect(await screen.findByRole('link', { name: 'Sign in as someone else' })).toHaveAttribute(
      'href',
      PATHS.auth.logout,
    );
  });

  it('with nobody signed in, points to the login page', async () => {
    renderApp({ route: PATHS.auth.lockScreen });
    expect(await screen.findByText('Nobody is signed in on this browser.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', PATHS.auth.login);
  });
});
