// Example flow test for the http group (api-*): copy it, change the scenario and the page.
import { screen, within } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { renderApp } from '@/test/renderWithProviders';
import { withScenario, withoutScenario } from '@/test/scenarios';

// A route's first load in a test file compiles its modules: allow it a few seconds.
const FIRST_LOAD = { timeout: 10000 };

describe('api-500 on the dashboard (the stats read and its saga)', () => {
  it('shows the failure where the numbers would be, and Try again recovers', async () => {
    withScenario('api-500');
    const { user } = renderApp({ route: pagePath('dashboard-ecommerce'), as: 'Admin' });
    // Every widget of the dashboard fails on its own, each with its own Try again.
    const alerts = await screen.findAllByRole('alert', {}, FIRST_LOAD);
    expect(alerts[0]).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('Today Revenue')).not.toBeInTheDocument();

    withoutScenario(); // what "None" does in the QA panel
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
  }, 20000);

  it('an unknown name fails loudly, listing the known ones', () => {
    expect(() => withScenario('api-418')).toThrow(/Unknown scenario "api-418". Known: .*api-500/);
  });
});
