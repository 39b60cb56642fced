import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';
import { rememberedVisit } from '@/test/rememberedVisit';
import { testToken } from '@/test/session';
import { SESSION_HINT_KEY } from './authSaga';
import { LOCK_KEY } from './saga/lock';
import { SHELL_KEY } from './saga/session';
import { SESSION_KEY } from '@/services/session/sessionStore';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a remembered session on the next visit', () => {
  it('draws the frame and the page at once; the page reads its data once the session is checked', async () => {
    const visit = rememberedVisit('Admin', pagePath('dashboard-ecommerce'));
    // The frame shows who the session was (the menu's name and role) before any check.
    expect(
      await screen.findByRole('button', { name: /Shreyu Admin/ }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // The check (the auth SDK's code) starts once the page is on screen.
    await waitFor(() => expect(visit.checkStarted()).toBe(true));
    expect(visit.store.getState().auth.user).toBeNull();
    // The page's reads wait for the check instead of going out without a token.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(visit.reads).toEqual([]);

    visit.sessionChecked();
    await waitFor(() => expect(visit.reads).toEqual([`JWT ${visit.token}`]));
    expect(visit.store.getState().auth.user?.role).toBe('Admin');
    expect(
      await screen.findByRole('img', { name: 'Today Revenue: trend over the period' }),
    ).toBeInTheDocument();
  }, 20_000);

  it.each([
    ['after a reload', 'tabToken'],
    ['in a new tab, with the remembered token still valid', 'shellToken'],
  ] as const)(
    '%s, the page reads at once with that token, and the check follows its reads',
    async (_, where) => {
      const { uid, email, name } = DEMO_ADMIN;
      const stored = testToken({ uid, email, displayName: name }, 1800);
      const visit = rememberedVisit('Admin', pagePath('dashboard-ecommerce'), { [where]: stored });
      // The page's data comes before any check, with the token the browser already had.
      expect(
        await screen.findByRole(
          'img',
          { name: 'Today Revenue: trend over the period' },
          { timeout: 10000 },
        ),
      ).toBeInTheDocument();
      expect(visit.readsBeforeCheck).toEqual([`JWT ${stored}`]);
      // The check starts once they are done, and its session takes over.
      await waitFor(() => expect(visit.checkStarted()).toBe(true));
      visit.sessionChecked();
      await waitFor(() => expect(visit.store.getState().auth.user?.token).toBe(visit.token));
      expect(visit.reads).toEqual([`JWT ${stored}`]);
    },
    20_000,
  );

  it('in a new tab, a remembered token past its expiry is not sent: the reads wait for the check', async () => {
    const { uid, email, name } = DEMO_ADMIN;
    const shellToken = testToken({ uid, email, displayName: name }, -60);
    const visit = rememberedVisit('Admin', pagePath('dashboard-ecommerce'), { shellToken });
    await waitFor(() => expect(visit.checkStarted()).toBe(true), { timeout: 10000 });
    expect(visit.reads).toEqual([]);
    visit.sessionChecked();
    await waitFor(() => expect(visit.reads).toEqual([`JWT ${visit.token}`]));
  }, 20_000);

  it('after a reload, a read refused with the tab token asks for the check and goes again with its token', async () => {
    const { uid, email, name } = DEMO_ADMIN;
    const tabToken = testToken({ uid, email, displayName: name }, 1800);
    const visit = rememberedVisit('Admin', pagePath('dashboard-ecommerce'), {
      tabToken,
      refuseTabToken: true,
    });
    // The refusal starts the check without waiting for the page (the read is still pending).
    await waitFor(() => expect(visit.checkStarted()).toBe(true), { timeout: 10000 });
    expect(visit.reads).toEqual([`JWT ${tabToken}`]);
    visit.sessionChecked();
    expect(
      await screen.findByRole('img', { name: 'Today Revenue: trend over the period' }),
    ).toBeInTheDocument();
    expect(visit.reads).toEqual([`JWT ${tabToken}`, `JWT ${visit.token}`]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);

  it('a check that finds no session sends the visitor to sign in and forgets the shell', async () => {
    const visit = rememberedVisit('Admin', pagePath('pages-starter'));
    await screen.findByRole('heading', { level: 1, name: 'Starter' }, { timeout: 10000 });
    await waitFor(() => expect(visit.checkStarted()).toBe(true));

    visit.sessionRefused();
    await waitFor(() => expect(visit.router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    // Nothing of the session is kept for the next visit's frame.
    expect(localStorage.getItem(SHELL_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  }, 20_000);

  it('a page for other roles waits for the check, then refuses', async () => {
    const visit = rememberedVisit('user', pagePath('admin-users'));
    await waitFor(() => expect(visit.checkStarted()).toBe(true), { timeout: 10000 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Users' })).not.toBeInTheDocument();
    visit.sessionChecked();
    await waitFor(() =>
      expect(visit.router.state.location.pathname).not.toBe(pagePath('admin-users')),
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Users' })).not.toBeInTheDocument();
  }, 20_000);

  it('a public page draws at once too, without offering to sign in, before the check', async () => {
    const visit = rememberedVisit('Admin', pagePath('pages-error-500'));
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(visit.store.getState().auth.initialized).toBe(false);
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
    await waitFor(() => expect(visit.checkStarted()).toBe(true));
    visit.sessionChecked();
    await waitFor(() => expect(visit.store.getState().auth.user?.role).toBe('Admin'));
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
  }, 20_000);

  it('a page outside the frame (logout) waits for the check, started at once, and decides on its session', async () => {
    const { uid, email, name } = DEMO_ADMIN;
    const shellToken = testToken({ uid, email, displayName: name }, 1800);
    const visit = rememberedVisit('Admin', pagePath('auth-logout'), { shellToken });
    await waitFor(() => expect(visit.checkStarted()).toBe(true), { timeout: 10000 });
    expect(screen.queryByRole('heading', { name: 'See you again!' })).not.toBeInTheDocument();
    visit.sessionChecked();
    expect(await screen.findByRole('heading', { name: 'See you again!' })).toBeInTheDocument();
    await waitFor(() => expect(visit.store.getState().auth.user).toBeNull());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(localStorage.getItem(SHELL_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  }, 20_000);

  it('the profile page draws its tabs before the check; its card reads the profile once the check has the session', async () => {
    const visit = rememberedVisit('Admin', pagePath('pages-profile'));
    expect(
      await screen.findByRole('tab', { name: 'Activity' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(visit.checkStarted()).toBe(true));
    // The card waits (its read needs the session's token): its skeleton, not another's profile.
    expect(screen.queryByRole('heading', { level: 2, name: DEMO_ADMIN.name })).toBeNull();
    visit.sessionChecked();
    expect(
      await screen.findByRole('heading', { level: 2, name: DEMO_ADMIN.name }),
    ).toBeInTheDocument();
  }, 20_000);

  it('a locked screen draws nothing of the session before the password', async () => {
    localStorage.setItem(LOCK_KEY, DEMO_ADMIN.uid);
    const visit = rememberedVisit('Admin', pagePath('pages-starter'));
    // No frame from the shell: the check starts at once, and the lock screen follows it.
    await waitFor(() => expect(visit.checkStarted()).toBe(true));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    visit.sessionChecked();
    await waitFor(() =>
      expect(visit.router.state.location.pathname).toBe(pagePath('auth-lock-screen')),
    );
  }, 20_000);
});

describe('the shell a session leaves for the next visit', () => {
  it('is written for a remembered sign-in and removed on sign-out', async () => {
    const visit = renderApp({ route: pagePath('auth-login') });
    await visit.user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    await visit.user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await visit.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(localStorage.getItem(SHELL_KEY)).not.toBeNull());
    // Who it was, with the session's token (the one its requests carry).
    expect(JSON.parse(localStorage.getItem(SHELL_KEY) ?? '{}')).toEqual({
      uid: DEMO_USER.uid,
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      role: 'user',
      token: visit.store.getState().auth.user?.token,
    });
    await act(() => visit.router.navigate(pagePath('auth-logout')));
    await waitFor(() => expect(localStorage.getItem(SHELL_KEY)).toBeNull());
  }, 20_000);

  it('is not kept for a session that ends with the tab', async () => {
    const visit = renderApp({ route: pagePath('auth-login') });
    await visit.user.type(await screen.findByLabelText('Email address'), DEMO_USER.email);
    await visit.user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await visit.user.click(screen.getByLabelText('Remember me'));
    await visit.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(visit.store.getState().auth.request).toBe('login'));
    await waitFor(() => expect(visit.store.getState().auth.status).toBe('succeeded'));
    expect(localStorage.getItem(SHELL_KEY)).toBeNull();
  }, 20_000);
});
