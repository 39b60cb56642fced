import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/App';
import { bootApp } from '@/app/bootstrap';
import type { RootState } from '@/app/store';
import { RootLayout } from '@/app/routes/RootLayout';
import { env } from '@/config/env';
import type { Services } from '@/services/types';
import { createMemoryRouter } from 'react-router-dom';

let appCount = 0;

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** Path (and query) the memory router starts at. */
  route?: string;
  overrides?: Partial<Services>;
}

function boot({ preloadedState, route = '/', overrides }: ProvidersOptions) {
  appCount += 1;
  return bootApp({
    env,
    initialEntries: [route],
    preloadedState,
    overrides,
    firebaseAppName: `test-${appCount}`, // a fresh Firebase app (and auth) per test store
  });
}

/**
 * Renders the whole app (route table, guards, layouts) at `route` with a fresh store whose
 * sagas talk to the msw handlers of the demo backend.
 */
export function renderApp(options: ProvidersOptions = {}) {
  const booted = boot(options);
  const user = userEvent.setup();
  const result = render(<App store={booted.store} i18n={booted.i18n} router={booted.router} />, options);
  return { ...booted, user, ...result };
}

/**
 * Renders `ui` inside the providers, a memory router and the root layout (toasts,
 * progress bar), with a fresh store and running sagas.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const booted = boot(options);
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: ui }] }], {
    initialEntries: [options.route ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(<App store={booted.store} i18n={booted.i18n} router={router} />, options);
  return { ...booted, router, user, ...result };
}
