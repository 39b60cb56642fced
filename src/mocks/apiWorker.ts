import type { AppEnv } from '@/config/env';
import { persistCollectionsIn } from './db/collections';
import { demoApiHandlers } from './handlers/demoApi';
import { shareBetweenTabs } from './api/liveEvents';
import { startWorker } from './startWorker';

/**
 * Emulator and cloud builds without an API of their own: only the demo API is answered in
 * the browser (Firebase is the real one). Started before the first API call. The caller is
 * known from the Firebase ID token; roles are not checked (the demo db has no profiles here),
 * and nothing of the demo accounts is imported (scripts/check-firebase-build.mjs checks it).
 */
export async function startDemoApi(env: AppEnv): Promise<void> {
  persistCollectionsIn(window.localStorage);
  // ...and so are their live updates.
  shareBetweenTabs();
  await startWorker(env, demoApiHandlers);
}
