// Renders a public auth page to HTML at build time, with the very tree the browser hydrates
// (App: store, i18n, router), so React can take the markup over without a mismatch.
// Bundled by scripts/prerender.mjs (esbuild, the build's defines) and run in Node with a
// jsdom window; see src/index.tsx for the browser side.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { bootApp } from '@/app/bootstrap';
import { createRoutes } from '@/app/routes/routeTable';
import { routerInitialized } from '@/app/routes/routerInitialized';
import { env } from '@/config/env';

/**
 * `route` is a path inside the app (`/auth/login`). The backend never becomes ready here,
 * so no saga reaches Firebase: the page renders as a signed-out first visit in English, the
 * state the browser hydrates in (src/index.tsx falls back to a fresh render otherwise).
 */
export async function renderRoute(route: string): Promise<string> {
  const { store, i18n } = bootApp({
    env,
    initialEntries: [route],
    ready: new Promise<never>(() => {}),
  });
  const router = createMemoryRouter(createRoutes({ store, i18n }), {
    basename: env.basename,
    initialEntries: [`${env.basename === '/' ? '' : env.basename}${route}`],
  });
  await routerInitialized(router);
  const html = renderToString(createElement(App, { store, i18n, router }));
  router.dispose();
  return html;
}

export { env };

// What the head script reads to ask for a route's files at once (scripts/lib/routePreloads.mjs):
// the registry, and where a stored session and the layout settings are kept.
export { PAGES } from '@/config/pages';
export { SESSION_KEY } from '@/services/session/sessionStore';
export { SESSION_HINT_KEY, SHELL_KEY } from '@/features/auth/saga/session';
export { LOCK_KEY } from '@/features/auth/saga/lock';
export { SETTINGS_KEY, URL_OVERRIDE_PARAMS } from '@/features/layout/settings';
// ... and whether this browser holds any session (a page prerendered signed out).
export { STORED_USER } from '@/services/firebase/authService';
