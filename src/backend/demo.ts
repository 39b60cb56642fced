/** "Reset demo data" (docs/demo-api.md): every row of the caller goes back to its seed. */
import { defineRoute, type AnyRoute } from './route';

export const demoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    // DEMO_RESET_URL (features/demoData) lives in a saga module, kept out of this layer.
    path: 'demo/reset',
    async handle({ store, caller }) {
      await store.resetOwner(caller.uid);
      return undefined;
    },
  }),
];
