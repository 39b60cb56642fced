// Example flow test for the auth group (auth-*): copy it, change the scenario and the page.
import { screen } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { DEMO_USER } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';
import { withScenario } from '@/test/scenarios';

// A route's first load in a test file compiles its modules: allow it a few seconds.
const FIRST_LOAD = { timeout: 10000 };

describe('auth-network-error on the login page (the loginRequested saga flow)', () => {
  // At the top of a describe: on before each of its tests.
  withScenario('auth-network-error');

  it('says the service cannot be reached and keeps what was typed', async () => {
    const { user, router } = renderApp({ route: pagePath('auth-login') });
    const email = await screen.findByLabelText('Email address', {}, FIRST_LOAD);
    await user.type(email, DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the authentication service. Check your connection.',
    );
    expect(router.state.location.pathname).toBe(pagePath('auth-login'));
    expect(screen.getByLabelText('Email address')).toHaveValue(DEMO_USER.email);
  }, 20000);
});
