// A changed account: a role an Admin changed reaches the session at the next token refresh,
// sooner on a refusal (an unexpected 401/403 from the API, a role guard); a disabled account
// is signed out with its reason.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { getServices } from '@/lib/services';
import { isAppError } from '@/services/errors';
import type { Refusal } from '@/services/http';
import { isTokenValid } from '@/services/session/jwt';
import type { Services, SessionUser } from '@/services/types';
import {
  authStateChanged,
  roleCheckSettled,
  selectCurrentUser,
  selectRestoringUser,
  sessionCheckRequested,
} from '../authSlice';
import { adoptToken, endReason, endSession, SESSION_EXPIRED } from './session';

/** Refusals of a refresh that end the session; anything else (the network) leaves it be. */
const NETWORK = 'auth/network-request-failed';

export type RefreshOutcome = 'refreshed' | 'ended' | 'failed';

/**
 * A new ID token now (Firebase asks the backend, which puts the account's current claims in
 * it), and the role it stands for into the session. A disabled account, or a session the
 * backend no longer honours, is signed out with its reason; a network failure changes nothing.
 */
export function* forceRefresh(svc: Services, user: SessionUser) {
  let token: string | null = null;
  try {
    token = yield* call([svc.auth, svc.auth.getIdToken], true);
  } catch (error) {
    if (isAppError(error) && error.code === NETWORK) return 'failed' satisfies RefreshOutcome;
    yield* call(endSession, svc, endReason(error));
    return 'ended' satisfies RefreshOutcome;
  }
  if (!token || !isTokenValid(token)) {
    yield* call(endSession, svc, SESSION_EXPIRED);
    return 'ended' satisfies RefreshOutcome;
  }
  yield* call(adoptToken, svc, user.uid, token);
  return 'refreshed' satisfies RefreshOutcome;
}

/**
 * An API refusal (401/403) of a request sent with `refusal.token`: true when it may go out once
 * more. A token newer than that one is there already (another refusal refreshed it, or the
 * session check did): retry with it; otherwise refresh once now.
 */
export function* handleRefusal(svc: Services, refusal: Refusal) {
  let user = yield* select(selectCurrentUser);
  // Sent with this tab's token before the stored session was checked: the check, asked for
  // now, decides (a fresh token to retry with, or no session).
  const restoring = yield* select(selectRestoringUser);
  if (!user && restoring !== null) {
    yield* put(sessionCheckRequested());
    yield* take(authStateChanged.type);
    user = yield* select(selectCurrentUser);
  }
  if (!user) return false;
  if (refusal.token !== null && refusal.token !== user.token) return true;
  const outcome = yield* call(forceRefresh, svc, user);
  return outcome === 'refreshed';
}

interface RefusalReport {
  refusal: Refusal;
  reply: (retry: boolean) => void;
}

function refusalChannel(svc: Services): EventChannel<RefusalReport> {
  return eventChannel<RefusalReport>((emit) => {
    const pending = new Set<(retry: boolean) => void>();
    const stop = svc.http.onRefused(
      (refusal) =>
        new Promise<boolean>((resolve) => {
          pending.add(resolve);
          emit({
            refusal,
            reply: (retry) => {
              pending.delete(resolve);
              resolve(retry);
            },
          });
        }),
    );
    return () => {
      stop();
      // Nobody will answer these any more: their requests fail as they would have.
      for (const resolve of pending) resolve(false);
    };
  }, buffers.expanding(8));
}

/**
 * The HTTP helper's refusals, one at a time: several requests refused together (a page's
 * widgets) cause one refresh; the others see the newer token and simply retry.
 */
export function* watchRefusals() {
  const svc = yield* getServices();
  const channel = yield* call(refusalChannel, svc);
  try {
    while (true) {
      const { refusal, reply } = yield* take(channel);
      let retry = false;
      try {
        retry = yield* call(handleRefusal, svc, refusal);
      } finally {
        reply(retry);
      }
    }
  } finally {
    channel.close();
  }
}

/** A role guard refused a route: refresh once, so a role just granted is seen before it says no. */
export function* handleRoleCheckRequested() {
  const svc = yield* getServices();
  const user = yield* select(selectCurrentUser);
  if (user) yield* call(forceRefresh, svc, user);
  yield* put(roleCheckSettled());
}
