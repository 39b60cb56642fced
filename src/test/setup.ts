import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import type * as FirebaseApp from 'firebase/app';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { cleanup, configure } from '@testing-library/react';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { installConsoleGuard } from './consoleGuard';
import { stopApps } from './liveApps';

// At the top level, before any test file imports Firebase: the SDK captures `fetch` when
// it loads, so msw must already be listening.
server.listen({ onUnhandledRequest: 'error' });

installConsoleGuard();

// The frame's parts (top bar, menus) and the pages load as separate chunks, and a full run
// keeps both cores busy: findBy / waitFor waited 1 s by default and failed a test now and
// then (the full-screen toggle in a clean-clone CI run, the top bar search before it). What
// never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// Tests provoke Firestore failures on purpose (scenarios); the app reports them in its own
// words, so the SDK's own warnings would only bury real output. Required, not imported,
// so that it loads after msw is listening.
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('firebase/firestore/lite') as typeof FirestoreLite).setLogLevel('silent');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deleteApp, getApps } = require('firebase/app') as typeof FirebaseApp;

// jsdom has no crypto.subtle; the demo backend hashes passwords with WebCrypto.
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// jsdom has no layout: scrolling (ScrollRestoration, focus management) is a no-op here.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no matchMedia (react-bootstrap's Offcanvas and the layout saga ask it): a wide
// screen that matches no media query. A test may replace it to act as a phone.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no ResizeObserver (charts, drag and drop and virtual lists ask for one): a silent one.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(async () => {
  cleanup();
  stopApps();
  // Each test signs in on a Firebase app of its own; a live one keeps its session and the
  // SDK's proactive token refresh, which then reached a later test's msw handlers (a second
  // Secure Token refresh counted in changedAccount.test.tsx on a busy machine).
  await Promise.all(getApps().map((app) => deleteApp(app)));
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.className = '';
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
});

afterAll(() => {
  server.close();
});
