import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { bootApp } from '@/app/bootstrap';
import { env } from '@/config/env';
import { selectIsAuthenticated } from '@/features/auth';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { keepTypedValues } from '@/app/prerendered';
import '@/styles/app.scss';

// The demo backend starts beside the first render, never before it: the sagas and the
// HTTP client wait for `ready` before their first request, the first paint does not.
const ready: Promise<unknown> = __DEMO_BACKEND__
  ? import(/* webpackChunkName: "demo-backend" */ '@/mocks/browser').then(({ startDemoBackend }) =>
      startDemoBackend(env),
    )
  : Promise.resolve();

// Emulator and cloud builds without an API of their own: the demo API's worker loads and
// starts only before the first API call, so the sign-in pages never pay for it.
const startDemoApi =
  !__DEMO_BACKEND__ && __DEMO_API__
    ? () =>
        import(/* webpackChunkName: "demo-api" */ '@/mocks/apiWorker').then(({ startDemoApi }) =>
          startDemoApi(env),
        )
    : undefined;

const { store, i18n, router } = bootApp({ env, ready, startDemoApi });

// Demo builds only: the QA scenario switcher, in the demo-backend chunk (docs/QA.md).
if (__DEMO_BACKEND__)
  void import(/* webpackChunkName: "demo-backend" */ '@/mocks/qa/mount').then(({ mountQaPanel }) =>
    mountQaPanel(i18n),
  );

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once the router has loaded the first route's lazy modules (layout and page). */
function routerInitialized(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A sign-in page prerendered at build time (scripts/prerender.mjs) is already on screen and
// usable. React takes that markup over once the page's code is here, if the tree it renders
// is the prerendered one: that path, English, no session. Otherwise (a signed-in visitor on
// the way to the dashboard, another language) it renders afresh.
const prerendered = container.getAttribute('data-prerendered');
if (prerendered) {
  void routerInitialized().then(() => {
    // The router's location is the browser's: with the base path in front.
    const base = env.basename === '/' ? '' : env.basename;
    const path = router.state.location.pathname.slice(base.length).replace(/\/+$/, '');
    const same =
      path === prerendered &&
      (i18n.resolvedLanguage ?? i18n.language) === DEFAULT_LANGUAGE &&
      !selectIsAuthenticated(store.getState());
    const release = () => window.__SHREYU_PRERENDER__?.release();
    if (same) {
      const restore = keepTypedValues(container);
      hydrateRoot(
        container,
        <App store={store} i18n={i18n} router={router} onMounted={() => (restore(), release())} />,
      );
    } else {
      container.replaceChildren();
      container.removeAttribute('data-prerendered');
      release();
      createRoot(container).render(<App store={store} i18n={i18n} router={router} />);
    }
  });
} else {
  createRoot(container).render(<App store={store} i18n={i18n} router={router} />);
}
