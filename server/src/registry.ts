/**
 * What the server serves: the shared layer's routes and the areas whose tables it keeps
 * (their migrations: ./db/migrations). A new area of src/backend is added here, with a
 * migration for its tables (server/test/schema.test.ts fails until both are there).
 */
import { defineRoute, type AnyRoute } from '@/backend/route';
import type { AreaSpec } from '@/backend/store';
import { tasksRoutes } from '@/backend/tasks/routes';
import { tasksArea } from '@/backend/tasks/table';

export const AREAS: readonly AreaSpec[] = [tasksArea];

/**
 * `POST api/demo/reset`: the caller's rows of every area back to their seeds ("Reset demo
 * data"). The shared layer will carry its own (then this one goes).
 */
const demoReset = defineRoute({
  method: 'post',
  path: 'demo/reset',
  async handle({ store, caller }) {
    await store.resetOwner(caller.uid);
    return undefined;
  },
});

export const ROUTES: readonly AnyRoute[] = [demoReset, ...tasksRoutes];
