import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/App';
import { bootApp } from '@/app/bootstrap';
import { registerApp } from './liveApps';
import type { RootState } from '@/app/store';
import { RootLayout } from '@/app/routes/RootLayout';
import { env } from '@/config/env';
import type { Services } from '@/services/types';
import { createMemoryRouter } from 'react-router-dom';
import { loginRequested } from '@/features/auth';
import type { LazyFeature, PageMessages } from '@/lib/feature';
import { pageComponent, preparePage } from '@/app/routes/lazyPage';
import type { Role } from '@/services/types';
import { signedIn as signedInState } from './session';

let appCount = 0;

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** Path (and query) the memory router starts at. */
  route?: string;
  overrides?: Partial<Services>;
  /** Start signed in as the seeded demo account of this role (see test/session.ts). */
  as?: Role;
  /** Lazy features to inject, as the page's route would (renderWithProviders only). */
  features?: readonly LazyFeature[];
  /** A page's own texts, as the page's route would add them (renderWithProviders only). */
  messages?: PageMessages;
}

function boot({ preloadedState, route = '/', overrides, as }: ProvidersOptions) {
  appCount += 1;
  const session = as ? signedInState(as) : null;
  const booted = bootApp({
    env,
    initialEntries: [route],
    preloadedState: { ...session?.preloadedState, ...preloadedState },
    overrides: { ...session?.overrides, ...overrides },
    firebaseAppName: `test-${appCount}`, // a fresh Firebase app (and auth) per test store
  });
  registerApp(booted.stopSagas);
  return booted;
}

/** A fresh store with running sagas and these lazy features injected, rendering nothing. */
export function bootStore(options: ProvidersOptions = {}) {
  const booted = boot(options);
  for (const feature of options.features ?? []) booted.store.injectFeature(feature);
  return booted;
}

/**
 * Renders the whole app (route table, guards, layouts) at `route` with a fresh store whose
 * sagas talk to the msw handlers of the demo backend.
 */
export function renderApp(options: ProvidersOptions = {}) {
  const booted = boot(options);
  const user = userEvent.setup();
  const result = render(
    <App store={booted.store} i18n={booted.i18n} router={booted.router} />,
    options,
  );
  return { ...booted, user, ...result };
}

/**
 * Renders `ui` inside the providers, a memory router and the root layout (toasts,
 * progress bar), with a fresh store and running sagas.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const booted = boot(options);
  const page = { default: () => ui, features: options.features, messages: options.messages };
  preparePage(page, booted);
  // As a route would: leaving (unmounting) the page cancels its features' reads.
  const Page = pageComponent(page, booted);
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <Page /> }] }],
    {
      initialEntries: [options.route ?? '/'],
    },
  );
  const user = userEvent.setup();
  const result = render(<App store={booted.store} i18n={booted.i18n} router={router} />, options);
  return { ...booted, router, user, ...result };
}

/** Resolves when the store's auth state holds a user with this e-mail (rejects on a failed sign-in). */
function signedIn(store: ReturnType<typeof boot>['store'], email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { auth } = store.getState();
      if (auth.user?.email === email) {
        unsubscribe();
        resolve();
      } else if (auth.request === 'login' && auth.status === 'failed') {
        unsubscribe();
        reject(new Error(`sign-in failed: ${auth.error?.code ?? ''}`));
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * Like `renderApp`, but signed in first through the real flow (sagas + msw demo backend),
 * e.g. `await renderAppSignedIn(DEMO_ADMIN, { route: '/apps/chat' })`.
 */
export async function renderAppSignedIn(
  account: { email: string; password: string },
  options: ProvidersOptions = {},
) {
  const booted = boot(options);
  booted.store.dispatch(
    loginRequested({ email: account.email, password: account.password, remember: false }),
  );
  await signedIn(booted.store, account.email);
  const user = userEvent.setup();
  const result = render(
    <App store={booted.store} i18n={booted.i18n} router={booted.router} />,
    options,
  );
  return { ...booted, user, ...result };
}
