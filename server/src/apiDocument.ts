/**
 * The OpenAPI document without a running server (`npm run docs:api`): the app built as the
 * server builds it, with the same routes, over an in-memory store that no handler touches.
 */
import { memoryStore } from '@/backend/memory';
import { buildApp } from './app';
import { mountApi } from './api';
import { memoryBlobStore } from './blobs';
import { AREAS, ROUTES } from './registry';

export async function apiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    corsOrigins: [],
    rateLimitPerMinute: 1,
    verifier: null,
    ping: () => Promise.resolve(),
    databaseKind: 'none',
    state: { ready: false },
    mountApi: (api) =>
      mountApi(api, { routes: ROUTES, store: memoryStore(AREAS), blobs: memoryBlobStore() }),
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
