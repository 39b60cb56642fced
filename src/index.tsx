import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { bootApp } from '@/app/bootstrap';
import { env } from '@/config/env';
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
createRoot(container).render(<App store={store} i18n={i18n} router={router} />);
