import { screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_USER, snapshotDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { authScenarios } from '@/mocks/scenarios/auth';
import { renderApp } from '@/test/renderWithProviders';

async function requestReset(email: string) {
  const rendered = renderApp({ route: pagePath('auth-forget-password') });
  await rendered.user.type(await screen.findByLabelText('Email address'), email);
  await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return rendered;
}

describe('forget password page', () => {
  it('sends the reset e-mail and shows the confirm page', async () => {
    const { router } = await requestReset(DEMO_USER.email);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-confirm')));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`If an account exists for ${DEMO_USER.email}`)),
    ).toBeInTheDocument();
    expect((await snapshotDb()).outbox).toEqual([
      expect.objectContaining({ email: DEMO_USER.email, requestType: 'PASSWORD_RESET' }),
    ]);
  });

  it('answers the same for an address without an account (and sends nothing)', async () => {
    const { router } = await requestReset('nobody@shreyu.test');
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-confirm')));
    expect(
      await screen.findByText(/If an account exists for nobody@shreyu.test/),
    ).toBeInTheDocument();
    expect((await snapshotDb()).outbox).toEqual([]);
  });

  it('says when the service cannot be reached, and stays', async () => {
    server.use(...authScenarios['auth-network-error']);
    const { router } = await requestReset(DEMO_USER.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the authentication service',
    );
    expect(router.state.location.pathname).toBe(pagePath('auth-forget-password'));
  });

  it('asks for a valid address first', async () => {
    const { store } = await requestReset('nope');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(store.getState().auth.request).toBeNull();
  });
});
