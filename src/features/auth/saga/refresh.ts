// A changed account: a role an Admin changed reaches the session at the next token refresh,
// sooner on a refusal (an unexpected 401/403 from the API, a role guard); a disabled account
// is signed out with its reason.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { notificationAdded } from '@/features/events';
import { getServices } from '@/lib/services';
import { isAppError } from '@/services/errors';
import type { Refusal } from '@/services/http';
import { isTokenValid } from '@/services/session/jwt';
import type { Services, SessionUser } from '@/services/types';
import {
  authStateChanged,
  type roleCheckRequested,
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
 * Refusals and role checks force a token refresh at most once in this long, together. A
 * refusal that a refresh does not cure comes back each time the page asks again (a retry
 * button, a poll, the way back to the page), and a demoted user's 403 is followed by the role
 * guard's own check: without a limit each would ask Secure Token for a new token, a loop in
 * all but name. A role granted meanwhile is seen at the next refresh after it.
 */
export const FORCED_REFRESH_INTERVAL_MS = 30_000;

/** When a refusal or a role check last forced a refresh (ms; -Infinity: never), per saga run. */
export interface RefreshClock {
  last: number;
}

export const createRefreshClock = (): RefreshClock => ({ last: -Infinity });

/** True (and the clock set) when a forced refresh may go out now. */
function mayForce(clock: RefreshClock): boolean {
  const now = Date.now();
  if (now - clock.last < FORCED_REFRESH_INTERVAL_MS) return false;
  clock.last = now;
  return true;
}

/**
 * An API refusal (401/403) of a request sent with `refusal.token`: true when it may go out once
 * more. A token newer than that one is there already (another refusal refreshed it, or the
 * session check did): retry with it; otherwise refresh now, unless a 403 or a role check did
 * so a moment ago (then the refusal stands). A refresh that takes the Admin role away (demoted) puts the
 * new role in the session and lets the 403 stand: sent again, the request is refused again,
 * and the role guard sends the user away from the Admin pages.
 */
export function* handleRefusal(svc: Services, refusal: Refusal, clock: RefreshClock) {
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
  // A 401 refuses the token itself: only a new one cures it, or ends the session (a disabled
  // account), so it is not held back by the limit, which is for 403s and role checks; each
  // request is retried at most once, so a lasting 401 cannot loop.
  if (refusal.status === 401) clock.last = Date.now();
  else if (!mayForce(clock)) return false;
  const outcome = yield* call(forceRefresh, svc, user);
  if (outcome !== 'refreshed') return false;
  const refreshed = yield* select(selectCurrentUser);
  const demoted = user.role === 'Admin' && refreshed?.role !== 'Admin';
  return !(refusal.status === 403 && demoted);
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
export function* watchRefusals(clock: RefreshClock) {
  const svc = yield* getServices();
  const channel = yield* call(refusalChannel, svc);
  try {
    while (true) {
      const { refusal, reply } = yield* take(channel);
      let retry = false;
      try {
        retry = yield* call(handleRefusal, svc, refusal, clock);
      } finally {
        reply(retry);
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * A role guard refused a route: refresh once, so a role just granted is seen before it says no
 * (not again right after a forced refresh: that token carries the current claims). An Admin's
 * change said live refreshes whatever the limit (the server said so: no loop).
 */
export function* handleRoleCheckRequested(
  clock: RefreshClock,
  { payload }: ReturnType<typeof roleCheckRequested>,
) {
  const svc = yield* getServices();
  const user = yield* select(selectCurrentUser);
  if (payload?.changed) clock.last = Date.now();
  if (user && (payload?.changed || mayForce(clock))) {
    const outcome = yield* call(forceRefresh, svc, user);
    const now = yield* select(selectCurrentUser);
    // An Admin changed this account (said live): its person is told, not only its menu.
    if (payload?.changed && outcome === 'refreshed' && now && now.role !== user.role) {
      yield* put(
        notificationAdded({
          title: `auth.roleChanged.${now.role}`,
          message: '',
          variant: 'info',
          delay: 8000,
        }),
      );
    }
  }
  yield* put(roleCheckSettled());
}
