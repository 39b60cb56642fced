import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';

/**
 * Switches a named scenario of the demo backend on for the current test, the same handlers
 * `?scenario=<name>` and the QA panel switch on in the browser (docs/QA.md). Inside a test
 * (or a beforeEach) it applies at once; at the top of a `describe` it applies before each
 * of its tests. `src/test/setup.ts` resets the handlers after every test.
 *
 * ```ts
 * it('shows the error with Try again', async () => {
 *   withScenario('api-500');
 *   renderApp({ route: '/dashboard/ecommerce', as: 'Admin' });
 *   expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
 * });
 * ```
 */
export function withScenario(name: string): void {
  const handlers = scenarios[name];
  if (!handlers) {
    throw new Error(
      `Unknown scenario "${name}". Known: ${Object.keys(scenarios).sort().join(', ')}`,
    );
  }
  const apply = () => server.use(...handlers);
  if (expect.getState().currentTestName === undefined) beforeEach(apply);
  else apply();
}

/** Back to the normal backend in the middle of a test (e.g. before pressing "Try again"). */
export function withoutScenario(): void {
  server.resetHandlers();
}
