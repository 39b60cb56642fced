import type { i18n as I18n } from 'i18next';
import type { AppEnv } from '@/config/env';
import { pagePath } from '@/config/pages';
import { createFirebaseServices } from './firebase';
import { outsideWorkspace, refusedInPlace } from './errors';
import { createHttpClient } from './http';
import { createSessionGate } from './session/sessionGate';
import { createSessionStore } from './session/sessionStore';
import { createBrowserStorage } from './storage/browserStorage';
import type { Navigator, Services } from './types';

export interface CreateServicesOptions {
  env: AppEnv;
  i18n: I18n;
  /** Late-bound: the router is created after the store, so navigation is looked up per call. */
  navigator: Navigator;
  /** A distinct Firebase app per test store; the browser uses the default app. */
  firebaseAppName?: string;
  /** Resolves once the backend can answer (demo mode: the msw worker is active). */
  ready?: Promise<unknown>;
  /**
   * Outside demo mode, with no API_BASE_URL: starts the demo API's worker. Called before the
   * first API request, so the sign-in pages never load it.
   */
  startDemoApi?: () => Promise<unknown>;
}

/** The composition of every adapter the sagas reach through context. */
export function createServices({
  env,
  i18n,
  navigator,
  firebaseAppName,
  ready,
  startDemoApi,
}: CreateServicesOptions): Services {
  const session = createSessionStore();
  const sessionGate = createSessionGate();
  const { auth, profiles } = createFirebaseServices(env, { appName: firebaseAppName, ready });
  return {
    auth,
    profiles,
    session,
    sessionGate,
    storage: createBrowserStorage(),
    navigator,
    language: {
      current: () => i18n.resolvedLanguage ?? i18n.language,
      change: async (language) => {
        await i18n.changeLanguage(language);
      },
    },
    http: createHttpClient({
      baseURL: env.apiBaseUrl,
      timeout: env.apiTimeout,
      getToken: () => session.getToken(),
      onForbidden: (refusal) => {
        if (refusedInPlace(refusal)) return;
        // Outside the workspace (never let in, or removed): the waiting page, not an error.
        navigator.navigate(pagePath(outsideWorkspace(refusal) ? 'auth-waiting' : 'access-denied'));
      },
      ready: startDemoApi ?? ready,
      heldUntil: () => sessionGate.passed(),
      track: (request) => sessionGate.track(request),
    }),
  };
}

/** A navigator whose router is attached once it exists. */
export function createLateNavigator(): Navigator & {
  attach(navigate: Navigator['navigate']): void;
} {
  let target: Navigator['navigate'] | null = null;
  return {
    attach(navigate) {
      target = navigate;
    },
    navigate(to, options) {
      target?.(to, options);
    },
  };
}
