// Example flow test for the http group (api-*): copy it, change the scenario and the page.
import { screen } from '@testing-library/react';
import { PATHS } from '@/config/paths';
import { renderApp } from '@/test/renderWithProviders';
import { withScenario, withoutScenario } from '@/test/scenarios';

// A route's first load in a test file compiles its modules: allow it a few seconds.
const FIRST_LOAD = { timeout: 10000 };

describe('api-500 on the dashboard (the statsRequested saga flow)', () => {
  it('shows the failure where the numbers would be, and Try again recovers', async () => {
    withScenario('api-500');
    const { user } = renderApp({ route: PATHS.dashboard.ecommerce, as: 'Admin' });
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('Database unavailable');

    withoutScenario(); // what "None" does in the QA panel
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
  }, 20000);

  it('an unknown name fails loudly, listing the known ones', () => {
    expect(() => withScenario('api-418')).toThrow(/Unknown scenario "api-418". Known: .*api-500/);
  });
});
