/** "Reset demo data" (docs/demo-api.md): every row of the caller goes back to its seed. */
import { DEMO_API } from '@/contract/demo';
import { ownerBlobPrefixes } from './blobKeys';
import { routePath } from './path';
import { defineRoute, type AnyRoute } from './route';

export const demoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: routePath(DEMO_API.reset),
    status: 204,
    async handle({ store, blobs, caller }) {
      await store.resetOwner(caller.uid);
      // Uploaded bytes go too (blobs are outside the transaction: a failed reset may leave
      // rows whose bytes are gone; the downloads answer 404 for those).
      for (const prefix of ownerBlobPrefixes(caller.uid)) await blobs.deletePrefix(prefix);
      return undefined;
    },
  }),
];
