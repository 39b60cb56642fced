// The first account registered on a new server (`npm run dev:full`) becomes its Admin: the
// app asks once after registering and, if granted, takes a token with the new role and says
// so. Loaded after registration (a chunk of its own), never with the sign-in pages.
import { call, put, select } from 'typed-redux-saga';
import { notificationAdded } from '@/features/events';
import { FIRST_ADMIN_API, type FirstAdminAnswer } from '@/contract/firstAdmin';
import type { Services } from '@/services/types';
import { selectCurrentUser } from '../authSlice';
import { forceRefresh } from './refresh';

export function* claimFirstAdmin(svc: Services) {
  try {
    const result = yield* call(
      [svc.http, svc.http.create<FirstAdminAnswer>],
      FIRST_ADMIN_API.claim,
      {},
    );
    if (result.kind !== 'ok' || !result.data.granted) return;
  } catch {
    // Nothing to say: the account works as a member, and an Admin can promote it later.
    return;
  }
  const user = yield* select(selectCurrentUser);
  if (user) yield* call(forceRefresh, svc, user);
  yield* put(
    notificationAdded({
      title: 'auth.register.firstAdmin.title',
      message: 'auth.register.firstAdmin.message',
      variant: 'success',
      delay: 0,
    }),
  );
}
