/**
 * The OpenAPI document without a running server (`npm run docs:api`): the app built as the
 * server builds it, with the same routes, over an in-memory store that no handler touches.
 */
import { memoryStore } from '@/backend/memory';
import { buildApp } from './app';
import { mountApi } from './api';
import type { LiveHub } from './live';
import { mountLiveStream } from './liveStream';
import { memoryBlobStore } from './blobs';
import { AREAS, ROUTES } from './registry';

/** A hub with no database behind it: the events route is only described here. */
const idleHub: LiveHub = {
  subscribe: () => () => undefined,
  start: () => Promise.resolve(),
  startPruning: () => undefined,
  size: 0,
  close: () => Promise.resolve(),
};

export async function apiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    corsOrigins: [],
    rateLimitPerMinute: 1,
    verifier: null,
    ping: () => Promise.resolve(),
    databaseKind: 'none',
    state: { ready: false },
    mountApi: async (api) => {
      // Documented only: no request reaches it here (the app is never ready).
      mountLiveStream(api, { hub: idleHub, database: { db: undefined as never } });
      await mountApi(api, { routes: ROUTES, store: memoryStore(AREAS), blobs: memoryBlobStore() });
    },
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
