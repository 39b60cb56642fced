import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { AppEnv } from '@/config/env';
import { createI18n } from '@/i18n/i18n';
import { createLateNavigator, createServices } from '@/services/createServices';
import type { Services } from '@/services/types';
import { nextTask } from '@/lib/nextTask';
import { createRoutes } from './routes/routeTable';
import { createStore, type RootState } from './store';

export interface BootOptions {
  env: AppEnv;
  /** Browser history by default; tests pass the entries of a memory history. */
  initialEntries?: string[];
  preloadedState?: Partial<RootState>;
  ready?: Promise<unknown>;
  /** Starts the demo API's worker outside demo mode (before the first API call). */
  startDemoApi?: () => Promise<unknown>;
  firebaseAppName?: string;
  /** Replace single services (a test may stub the language service, say). */
  overrides?: Partial<Services>;
}

export type BootedApp = ReturnType<typeof bootApp>;

/**
 * Wires services, store, i18n and router in the order each needs the other. A generator:
 * each `yield` is a point where the browser may run something else (`bootAppInTasks`).
 */
function* bootSteps({
  env,
  initialEntries,
  preloadedState,
  ready,
  startDemoApi,
  firebaseAppName,
  overrides,
}: BootOptions) {
  const i18n = createI18n();
  const navigator = createLateNavigator();
  const services: Services = {
    ...createServices({ env, i18n, navigator, ready, startDemoApi, firebaseAppName }),
    ...overrides,
  };
  yield;
  const { store, startSagas, stopSagas } = createStore({ services, preloadedState });
  yield;
  startSagas();
  yield;
  const routes = createRoutes({ store, i18n, warmUpHttp: () => services.http.warmUp() });
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries })
    : createBrowserRouter(routes, { basename: env.basename });
  navigator.attach((to, options) => void router.navigate(to, options));
  return { i18n, services, store, router, stopSagas };
}

/** The app's parts, in one go (tests, the prerender). */
export function bootApp(options: BootOptions) {
  const steps = bootSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same, one task per step, so a slow phone can paint and take input in between. */
export async function bootAppInTasks(options: BootOptions): Promise<BootedApp> {
  const steps = bootSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}
