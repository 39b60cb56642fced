import { act, screen, waitFor, within } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_ADMIN } from '@/mocks/db';
import { LOCK_KEY } from '@/features/auth/authSaga';
import { renderApp, renderAppSignedIn } from '@/test/renderWithProviders';
import { signedIn } from '@/test/session';

describe('lock screen', () => {
  it('shows the user, refuses a wrong password, unlocks with the right one and goes back', async () => {
    const { user, router } = await renderAppSignedIn(DEMO_ADMIN, {
      route: `${pagePath('auth-lock-screen')}?redirectTo=${encodeURIComponent(pagePath('pages-profile'))}`,
    });
    expect(await screen.findByRole('heading', { name: 'Hi! Shreyu Admin' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_ADMIN.email)).toBeInTheDocument();
    expect(localStorage.getItem(LOCK_KEY)).toBe(DEMO_ADMIN.uid);

    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe(pagePath('auth-lock-screen'));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-profile')));
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('while locked, protected pages send the user back to the lock screen', async () => {
    const { router } = await renderAppSignedIn(DEMO_ADMIN, { route: pagePath('auth-lock-screen') });
    await screen.findByRole('heading', { name: 'Hi! Shreyu Admin' });
    await act(() => router.navigate(pagePath('pages-starter')));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-lock-screen')));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(pagePath('pages-starter'))}`,
    );
  });

  it('follows other tabs: locked elsewhere locks this tab, unlocked elsewhere lets it go back', async () => {
    const { router } = await renderAppSignedIn(DEMO_ADMIN, { route: pagePath('pages-starter') });
    await screen.findByRole('heading', { name: 'Starter' });

    // Another tab of this browser locks the screen: it writes the key, this tab hears it.
    const otherTab = (newValue: string | null) =>
      act(() => {
        if (newValue === null) localStorage.removeItem(LOCK_KEY);
        else localStorage.setItem(LOCK_KEY, newValue);
        window.dispatchEvent(
          new StorageEvent('storage', { key: LOCK_KEY, newValue, storageArea: localStorage }),
        );
      });
    otherTab(DEMO_ADMIN.uid);
    expect(await screen.findByRole('heading', { name: 'Hi! Shreyu Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('auth-lock-screen'));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(pagePath('pages-starter'))}`,
    );

    otherTab(null);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('pages-starter')));
  });

  it('ignores a lock written for another user', async () => {
    const { router } = await renderAppSignedIn(DEMO_ADMIN, { route: pagePath('pages-starter') });
    await screen.findByRole('heading', { name: 'Starter' });
    act(() => {
      localStorage.setItem(LOCK_KEY, 'someone-else');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: LOCK_KEY,
          newValue: 'someone-else',
          storageArea: localStorage,
        }),
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe(pagePath('pages-starter'));
  });

  it('offers to sign in as someone else', async () => {
    await renderAppSignedIn(DEMO_ADMIN, { route: pagePath('auth-lock-screen') });
    expect(await screen.findByRole('link', { name: 'Sign in as someone else' })).toHaveAttribute(
      'href',
      pagePath('auth-logout'),
    );
  });

  it('with nobody signed in, points to the login page', async () => {
    renderApp({ route: pagePath('auth-lock-screen') });
    expect(await screen.findByText('Nobody is signed in on this browser.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      pagePath('auth-login'),
    );
  });

  it('truncates a very long name, with the full name in the tooltip and the heading', async () => {
    const longName = `Zoe ${'Verylongname'.repeat(416)}`;
    renderApp({ route: pagePath('auth-lock-screen'), ...signedIn('Admin', longName) });
    const heading = await screen.findByRole('heading', { name: `Hi! ${longName}` });
    const headingText = within(heading).getByText(`Hi! ${longName}`);
    expect(headingText).toHaveClass('text-truncate');
    expect(headingText).toHaveAttribute('title', longName);
    // The name in its own direction (<bdi>), in a box that truncates it.
    const shown = screen.getByText(longName, { selector: 'bdi' }).parentElement;
    expect(shown).toHaveClass('text-truncate');
    expect(shown).toHaveAttribute('title', longName);
  });
});
