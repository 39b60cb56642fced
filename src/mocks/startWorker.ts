import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import type { AppEnv } from '@/config/env';

const ATTEMPTS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts an msw worker under the base path and resolves when it answers requests.
 * When routes load in quick succession the browser may refuse to update the registration
 * ("Failed to update a ServiceWorker ... Not found"): that is passing, so the start is
 * tried again a few times before the failure is reported (as a rejected promise the sagas
 * see as a network failure, never as an unhandled page error).
 */
export async function startWorker(
  env: AppEnv,
  handlers: RequestHandler[],
  overrides: RequestHandler[] = [],
) {
  const worker = setupWorker(...handlers);
  if (overrides.length > 0) worker.use(...overrides);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await worker.start({
        serviceWorker: {
          url: `${env.publicUrl}mockServiceWorker.js`,
          options: { scope: env.publicUrl },
        },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(
        `[demo backend] the worker did not start (attempt ${attempt}); trying again`,
        error,
      );
      worker.stop();
      await pause(250 * attempt);
    }
  }
}
