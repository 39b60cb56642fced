import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@/config/paths';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { SESSION_KEY } from '@/services/session/sessionStore';
import { renderApp } from '@/test/renderWithProviders';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('signs the Admin in and lands on the dashboard, with the role from the profile', async () => {
    const { user, router, store } = renderApp({ route: PATHS.auth.login });
    await fillLogin(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.dashboard.ecommerce));
    expect(store.getState().auth.user).toMatchObject({ uid: DEMO_ADMIN.uid, name: 'Shreyu Admin', role: 'Admin' });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['email', 'name', 'role', 'token', 'uid']);
    expect(stored).toMatchObject({ email: DEMO_ADMIN.email, role: 'Admin' });
    expect(JSON.stringify(stored)).not.toContain(DEMO_ADMIN.password);
  });

  it('says the credentials are wrong and stays on the page', async () => {
    const { user, router } = renderApp({ route: PATHS.auth.login });
    await fillLogin(user, DEMO_USER.email, 'not-my-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe(PATHS.auth.login);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('validates the fields before sending anything', async () => {
    const { user, store } = renderApp({ route: PATHS.auth.login });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(store.getState().auth.request).toBeNull();
  });

  it('fills the form with a demo account from the banner', async () => {
    const { user, router } = renderApp({ route: PATHS.auth.login });
    const banner = await screen.findByText(/stay in this browser only/);
    expect(within(banner.closest('.alert') as HTMLElement).getByText(DEMO_USER.password)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the User account' }));
    expect(screen.getByLabelText('Email address')).toHaveValue(DEMO_USER.email);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.dashboard.ecommerce));
  });
});
