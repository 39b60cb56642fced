import type { SetupWorker } from 'msw/browser';
import type { AppEnv } from '@/config/env';
import { persistDbIn } from './db';
import { handlers } from './handlers';
import { SCENARIO_KEY } from './qa/scenarioSwitch';
import { scenarios } from './scenarios';
import { shareBetweenTabs } from './api/liveEvents';
import { startWorker } from './startWorker';

export { SCENARIO_KEY };

let workerStarted: (worker: SetupWorker) => void = () => undefined;
/** The running worker, for the QA panel (resolves once the demo backend has started). */
export const demoWorker = new Promise<SetupWorker>((resolve) => {
  workerStarted = resolve;
});

/** `?scenario=name` switches a scenario on for this tab (remembered); `?scenario=off` clears it. */
function chosenScenario(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get('scenario');
  try {
    if (fromUrl === 'off') sessionStorage.removeItem(SCENARIO_KEY);
    else if (fromUrl) sessionStorage.setItem(SCENARIO_KEY, fromUrl);
    return sessionStorage.getItem(SCENARIO_KEY);
  } catch {
    return fromUrl && fromUrl !== 'off' ? fromUrl : null;
  }
}

/**
 * Demo mode: the whole backend (Firebase's REST calls and the demo API) in the browser.
 * `search`: the query string the page was opened with (it may have changed since).
 */
export async function startDemoBackend(
  env: AppEnv,
  search: string = window.location.search,
): Promise<void> {
  // Accounts, profiles and demo data survive a reload (and are shared by the tabs) in this browser only.
  persistDbIn(window.localStorage);
  // ...and so are their live updates.
  shareBetweenTabs();
  const scenario = chosenScenario(search);
  const overrides = scenario ? scenarios[scenario] : undefined;
  workerStarted(await startWorker(env, handlers, overrides));
  if (scenario)
    console.info(
      `[demo backend] scenario "${scenario}" is on${overrides ? '' : ' (unknown name, ignored)'}`,
    );
}
