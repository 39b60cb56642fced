import { env } from '@/config/env';
import { nextTask } from '@/lib/nextTask';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import { afterNextPaint, whenIdle } from '@/lib/whenIdle';
import type { AppError } from '@/services/errors';
import { HTTP_ERROR_KEYS } from '@/services/http/errorKeys';
import type { i18n as I18n } from 'i18next';
import '@/styles/app.scss';

// The boot runs in steps, one task each (nextTask), so that no step blocks a tap or a
// keystroke for long on a mid-range phone (in one go it blocked input for about 400 ms):
// React DOM, then the app's layers with the libraries each brings (i18n, store and sagas,
// routes), then src/app/start.tsx creates them and renders. The prerendered sign-in form is
// on screen and usable meanwhile. webpack's "eager" mode keeps these modules in the entry's
// chunks (no extra request); only the order and the tasks change.

// Read before any redirect can drop it: `?scenario=` picks a demo-backend scenario (docs/QA.md).
const bootSearch = window.location.search;

// Demo mode: the whole backend runs in the browser (msw). It starts when something first
// needs it (the auth state of a stored session, an API call, a form sent), or once the first
// page is up and the browser is idle; never before the first paint.
// Every demo import sits under a `__DEMO_BACKEND__` test: webpack drops the dead branch before
// it makes chunks, so a build with a Firebase config has no demo chunk at all
// (npm run check:firebase-build).
/** msw's worker client, then the handlers and the demo data: two short tasks, not one long one. */
const loadBackend = __DEMO_BACKEND__
  ? async () => {
      await import(/* webpackChunkName: "demo-backend" */ 'msw/browser');
      await nextTask();
      return import(/* webpackChunkName: "demo-backend" */ '@/mocks/browser');
    }
  : undefined;
/** What a sign-in or a request reads when the demo backend could not start. */
const BACKEND_DOWN: AppError = { code: 'demo/backend-down', messageKey: HTTP_ERROR_KEYS.network };
// Started once; a start that failed (its code did not arrive, its worker did not start) is
// reported as the network being down, and tried again by the next thing that needs the
// backend, such as the next press of Log In.
let backendUp: () => void = () => undefined;
/** Resolves once the demo backend has started, whichever caller started it. */
const backendStarted = new Promise<void>((resolve) => {
  backendUp = resolve;
});
const startBackend = onceUntilFailed((): Promise<void> =>
  loadBackend
    ? loadBackend()
        .then(({ startDemoBackend }) => startDemoBackend(env, bootSearch))
        .then(() => backendUp())
        .catch((error: unknown) => {
          console.warn('[demo backend] it did not start', error);
          throw BACKEND_DOWN;
        })
    : Promise.resolve(),
);
const ready: Promise<unknown> = __DEMO_BACKEND__
  ? ({
      then: (onFulfilled, onRejected) => startBackend().then(onFulfilled, onRejected),
    } as Promise<unknown>)
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

/**
 * Demo builds, once the first page is up with its data painted: the backend and the QA
 * scenario switcher (docs/QA.md), which do not compete with the page's own code and reads.
 */
async function startDemoTools(i18n: I18n, settled: () => Promise<void>): Promise<void> {
  if (__DEMO_BACKEND__) {
    await whenIdle(3000);
    await settled();
    await whenIdle(3000);
    await afterNextPaint();
    // The backend, then the panel's code: short tasks. A start that fails now (its code did
    // not arrive, its worker did not start) is tried again by the next sign-in or request:
    // the panel comes once one of them has started it.
    await startBackend().catch(() => backendStarted);
    await nextTask();
    // A chunk of its own: the backend's start (which a session check waits for) does not
    // fetch and run the panel's code and styles.
    const { mountQaPanel } = await import(/* webpackChunkName: "demo-qa" */ '@/mocks/qa/mount');
    await nextTask();
    await mountQaPanel(i18n);
  }
}

async function boot(container: HTMLElement): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();

  await import(/* webpackMode: "eager" */ '@/i18n/i18n');
  await nextTask();

  await import(/* webpackMode: "eager" */ '@/app/store');
  await nextTask();

  await import(/* webpackMode: "eager" */ '@/app/routes/routeTable');
  await nextTask();

  const { startApp } = await import(/* webpackMode: "eager" */ '@/app/start');
  await nextTask();

  await startApp({
    container,
    env,
    ready,
    startDemoApi,
    onFirstPage: __DEMO_BACKEND__
      ? (i18n, settled) =>
          // A backend that did not start is started again (and reported) by the next sign-in or request.
          void startDemoTools(i18n, settled).catch((error: unknown) =>
            console.warn('[demo backend] the QA tools did not start', error),
          )
      : undefined,
  });
}

/** The page's HTML is parsed: index.html's head script may load this file before that. */
const domParsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

void domParsed().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return boot(container);
});
