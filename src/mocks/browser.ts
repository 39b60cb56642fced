import { setupWorker } from 'msw/browser';
import type { AppEnv } from '@/config/env';
import { persistDbIn } from './db';
import { handlers } from './handlers';
import { scenarios } from './scenarios';

export const SCENARIO_KEY = 'shreyu_msw_scenario';

/** `?scenario=name` switches a scenario on for this tab (remembered); `?scenario=off` clears it. */
function chosenScenario(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  try {
    if (fromUrl === 'off') sessionStorage.removeItem(SCENARIO_KEY);
    else if (fromUrl) sessionStorage.setItem(SCENARIO_KEY, fromUrl);
    return sessionStorage.getItem(SCENARIO_KEY);
  } catch {
    return fromUrl && fromUrl !== 'off' ? fromUrl : null;
  }
}

/** Starts the msw worker under the base path; resolves when it answers requests. */
export async function startDemoBackend(env: AppEnv): Promise<void> {
  // Accounts and profiles survive a reload (and are shared by the tabs) in this browser only.
  persistDbIn(window.localStorage);
  const worker = setupWorker(...handlers);
  const scenario = chosenScenario();
  const overrides = scenario ? scenarios[scenario] : undefined;
  if (overrides) worker.use(...overrides);
  await worker.start({
    serviceWorker: {
      url: `${env.publicUrl}mockServiceWorker.js`,
      options: { scope: env.publicUrl },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  if (scenario)
    console.info(
      `[demo backend] scenario "${scenario}" is on${overrides ? '' : ' (unknown name, ignored)'}`,
    );
}
