/**
 * `POST api/members/first-admin` (docs/api/members.md): the first account registered on an
 * empty server becomes its Admin, when the adapter allows it (`RouteInput.firstAdmin`: the
 * server's FIRST_ACCOUNT_ADMIN, which only `npm run dev:full` sets, with the Auth emulator).
 * Nowhere else: a real project keeps `npm run server:grant-admin`, the demo has its Admin.
 */
import type { AdminUser } from '@/contract/admin';
import { FIRST_ADMIN_API, firstAdminAnswerSchema } from '@/contract/firstAdmin';
import { ADMIN_LOCK } from '../admin/routes';
import { routePath } from '../path';
import { defineRoute } from '../route';

/** Oldest first (Firebase keeps creation times to the second); the same second: by uid. */
const byCreation = (a: AdminUser, b: AdminUser) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

export const firstAdminRoute = defineRoute({
  method: 'post',
  // The first account of an empty dev:full server is no member yet: this is how it becomes one.
  outside: true,
  path: routePath(FIRST_ADMIN_API.claim),
  summary: 'Makes the caller Admin when they are the first account of an empty server',
  description:
    'Only where the server allows it (FIRST_ACCOUNT_ADMIN, set by `npm run dev:full` with the Auth emulator); elsewhere, and once any account is an Admin, it answers `granted: false` and changes nothing. Granted: the account gets the `role: Admin` claim, seen at its next token refresh.',
  response: firstAdminAnswerSchema,
  async handle({ caller, directory, store, firstAdmin }) {
    if (!firstAdmin) return { granted: false };
    // The users page's lock: two first registrations at once cannot both become Admin.
    await store.lock?.(ADMIN_LOCK);
    const accounts = await directory.list();
    if (accounts.some((account) => account.role === 'Admin')) return { granted: false };
    const [first] = [...accounts].sort(byCreation);
    if (first?.uid !== caller.uid) return { granted: false };
    await directory.update(caller.uid, { role: 'Admin' });
    return { granted: true };
  },
});
