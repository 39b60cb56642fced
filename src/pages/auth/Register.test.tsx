import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { http, HttpResponse } from 'msw';
import { FIRST_ADMIN_API } from '@/contract/firstAdmin';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_USER, snapshotDb, withDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { authScenarios } from '@/mocks/scenarios/auth';
import { expectConsoleError } from '@/test/consoleGuard';
import { renderApp } from '@/test/renderWithProviders';

type User = ReturnType<typeof renderApp>['user'];

async function fillRegister(
  user: User,
  values: { name: string; email: string; password: string; confirm?: string; terms?: boolean },
) {
  await user.type(await screen.findByLabelText('Full name'), values.name);
  await user.type(screen.getByLabelText('Email address'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password);
  if (values.terms !== false)
    await user.click(screen.getByLabelText('I accept the Terms and Conditions'));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const profileOf = async (email: string) => {
  const db = await snapshotDb();
  const account = Object.values(db.accounts).find((a) => a.email === email);
  return { account, profile: account ? db.documents[`users/${account.uid}`] : undefined };
};

describe('register page', () => {
  it("opened from an invitation's link, fills in the invited address and says so", async () => {
    renderApp({
      route: `${pagePath('auth-register')}?invite=inv-1&email=${encodeURIComponent('sam@elsewhere.example')}`,
    });
    expect(await screen.findByLabelText('Email address')).toHaveValue('sam@elsewhere.example');
    expect(
      screen.getByText(
        'You were invited as sam@elsewhere.example: register with this address and verify it to come in.',
      ),
    ).toBeVisible();
  });

  it('creates the account and its profile, signs in and opens the dashboard', async () => {
    const { user, router, store } = renderApp({ route: pagePath('auth-register') });
    await fillRegister(user, {
      name: 'Grace Hopper',
      email: 'grace@shreyu.test',
      password: 'cobol-1959',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(store.getState().auth.user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@shreyu.test',
      role: 'user',
    });
    const { account, profile } = await profileOf('grace@shreyu.test');
    expect(account?.displayName).toBe('Grace Hopper');
    expect(account?.passwordHash).not.toContain('cobol');
    expect(profile?.fields).toEqual({
      name: { stringValue: 'Grace Hopper' },
      email: { stringValue: 'grace@shreyu.test' },
      userRole: { stringValue: 'user' },
      createdAt: { timestampValue: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown },
    });
  });

  it('the first account of a new server (npm run dev:full) is told it became the Admin, and is one at once', async () => {
    // What the server does under FIRST_ACCOUNT_ADMIN: the role claim (here: the demo's
    // profile role) set for the first account registered, and `granted: true`.
    server.use(
      http.post(apiUrl(FIRST_ADMIN_API.claim.replace(/^api\//, '')), async () => {
        await withDb((state) => {
          const account = Object.values(state.accounts).find((a) => a.email === 'ada@shreyu.test');
          const profile = account && state.documents[`users/${account.uid}`];
          if (profile) profile.fields.userRole = { stringValue: 'Admin' };
        });
        return HttpResponse.json({ granted: true });
      }),
    );
    const { user, store } = renderApp({ route: pagePath('auth-register') });
    await fillRegister(user, {
      name: 'Ada First',
      email: 'ada@shreyu.test',
      password: 'engine-1843',
    });
    expect(
      await screen.findByText("You are this server's Admin", undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your account is the first one on this server/)).toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ email: 'ada@shreyu.test', role: 'Admin' });
  });

  it('any other registration (the demo backend, a real project) says nothing of the kind', async () => {
    const { user, router } = renderApp({ route: pagePath('auth-register') });
    await fillRegister(user, { name: 'Bo Later', email: 'bo@shreyu.test', password: 'later-2026' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText("You are this server's Admin")).not.toBeInTheDocument();
  });

  it('says when the e-mail already has an account', async () => {
    const { user, router } = renderApp({ route: pagePath('auth-register') });
    await fillRegister(user, { name: 'Someone', email: DEMO_USER.email, password: 'whatever-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(router.state.location.pathname).toBe(pagePath('auth-register'));
  });

  it('checks the form: password length, matching passwords, the terms', async () => {
    const { user, store } = renderApp({ route: pagePath('auth-register') });
    await fillRegister(user, {
      name: 'A',
      email: 'a@shreyu.test',
      password: '12345',
      confirm: '54321',
      terms: false,
    });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password must be at least 6 characters.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(screen.getByLabelText('I accept the Terms and Conditions')).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.request).toBeNull();
  });

  it('does not lose the user when the profile write fails: signed in now, profile written at the next sign-in', async () => {
    expectConsoleError(/Errore durante il salvataggio del profilo utente/);
    server.use(...authScenarios['auth-profile-write-fails']);
    const first = renderApp({ route: pagePath('auth-register') });
    await fillRegister(first.user, {
      name: 'Katherine Johnson',
      email: 'kj@shreyu.test',
      password: 'orbits-1962',
    });
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect(first.store.getState().auth.user).toMatchObject({
      name: 'Katherine Johnson',
      role: 'user',
    });
    expect((await profileOf('kj@shreyu.test')).profile).toBeUndefined();
    first.unmount();

    server.resetHandlers();
    const second = renderApp({ route: pagePath('auth-login') });
    await second.user.type(await screen.findByLabelText('Email address'), 'kj@shreyu.test');
    await second.user.type(screen.getByLabelText('Password'), 'orbits-1962');
    await second.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe(pagePath('dashboard-ecommerce')),
    );
    expect((await profileOf('kj@shreyu.test')).profile?.fields).toMatchObject({
      name: { stringValue: 'Katherine Johnson' },
      userRole: { stringValue: 'user' },
    });
  });

  it('in Italian, a failure with no message says "Errore durante la registrazione"', async () => {
    server.use(...authScenarios['auth-no-message']);
    const { user, i18n } = renderApp({ route: pagePath('auth-register') });
    await act(() => i18n.changeLanguage('it'));
    await user.type(await screen.findByLabelText('Nome completo'), 'Mario');
    await user.type(screen.getByLabelText('Indirizzo e-mail'), 'mario@shreyu.test');
    await user.type(screen.getByLabelText('Password'), 'segreto-1');
    await user.type(screen.getByLabelText('Conferma password'), 'segreto-1');
    await user.click(screen.getByLabelText('Accetto i Termini e le Condizioni'));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore durante la registrazione$/);
  });
});
