// The session: Firebase's auth and token reports, the session user (token + profile), its expiry and its copy in sessionStorage.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import { firstPageShown, sessionEnded, sessionStarted } from '@/features/events';
import { getServices } from '@/lib/services';
import { afterNextPaint, waitAtMost, whenIdle } from '@/lib/whenIdle';
import { isAppError, type AppError } from '@/services/errors';
import { decodeJwt, isTokenValid, roleClaim } from '@/services/session/jwt';
import type { AuthAccount, Services, SessionUser } from '@/services/types';
import {
  authStateChanged,
  registerFailed,
  registrationSettled,
  selectAuthInitialized,
  selectCurrentUser,
  selectRegistering,
  sessionCheckRequested,
  sessionExpired,
  sessionRestoring,
  sessionRoleRead,
  tokenRefreshed,
  type ShellUser,
} from '../authSlice';
import { fallbackName, loadProfile } from './profile';
import { LOCK_KEY } from './lock';

/**
 * The uid of a remembered session (signed in with "remember me", or registered), in
 * localStorage. When the session expires while no tab is open, Firebase drops the user
 * before its first report; this is how the next visit still knows to say so. Only a uid:
 * no token, no password.
 */
export const SESSION_HINT_KEY = 'shreyu_session';

/**
 * A remembered session as the next visit finds it: what the frame shows (name, e-mail, role)
 * and its last ID token, in localStorage beside SESSION_HINT_KEY and valid only while that
 * holds the same uid. The next visit draws the frame from it, and its first page reads with
 * that token while the session is checked. A remembered session's tokens are in
 * localStorage already (Firebase's local persistence); a tab session leaves no shell.
 */
export const SHELL_KEY = 'shreyu_shell';

/** How long a stored session's check waits for the first page to show, at the most. */
export const RESTORE_CHECK_WAIT_MS = 3000;

const shellOf = ({ uid, name, email, role }: ShellUser): ShellUser => ({ uid, name, email, role });

/** A stored session: who it was, and its token while that is still valid (else null). */
export interface StoredSession {
  user: ShellUser;
  token: string | null;
}

/**
 * The stored session, for the frame: this tab's session entry (a reload), else the
 * remembered session's shell; null when neither is there (then nothing draws before the check).
 */
export function readStoredSession(svc: Services): StoredSession | null {
  const tab = svc.session.read();
  const uid = tab?.uid ?? svc.storage.get(SESSION_HINT_KEY);
  // A locked screen shows nothing of the session before the password.
  if (!uid || svc.storage.get(LOCK_KEY) === uid) return null;
  if (tab) return { user: shellOf(tab), token: tab.token };
  try {
    const shell = JSON.parse(svc.storage.get(SHELL_KEY) ?? 'null') as
      (Partial<ShellUser> & { token?: unknown }) | null;
    const valid =
      shell?.uid === uid &&
      typeof shell.name === 'string' &&
      typeof shell.email === 'string' &&
      (shell.role === 'Admin' || shell.role === 'user');
    if (!valid) return null;
    const token = isTokenValid(shell.token) ? (shell.token as string) : null;
    return { user: shellOf(shell as ShellUser), token };
  } catch {
    return null;
  }
}

export const SESSION_EXPIRED: AppError = {
  code: 'auth/user-token-expired',
  messageKey: 'auth.errors.sessionExpired',
};

/** An Admin disabled the account: the sign-in page says so. */
export const ACCOUNT_DISABLED: AppError = {
  code: 'auth/user-disabled',
  messageKey: 'auth.errors.userDisabled',
};

/**
 * The role a fresh token stands for: its `role` claim (what the server enforces) when it has
 * one, else the profile's (the demo build's tokens carry no claim), else null (keep the one
 * the session has: a profile that cannot be read changes nothing).
 */
export function* roleOfToken(svc: Services, uid: string, token: string) {
  const claimed = roleClaim(token);
  if (claimed) return claimed;
  try {
    const profile = yield* call([svc.profiles, svc.profiles.get], uid);
    return profile?.userRole ?? null;
  } catch {
    return null;
  }
}

/**
 * A refreshed token goes into the state at once (a guard that saw the old one run out shows a
 * placeholder until then: a wait here would unmount the page and load it again); the role it
 * stands for follows once read, which in the demo build is a profile read.
 */
export function* adoptToken(svc: Services, uid: string, token: string) {
  yield* put(tokenRefreshed({ uid, token }));
  const role = yield* call(roleOfToken, svc, uid, token);
  const user = yield* select(selectCurrentUser);
  if (role && user?.uid === uid && user.role !== role) yield* put(sessionRoleRead({ uid, role }));
}

/** Signed out because the backend refused to refresh the session: the login page says why. */
export function* endSession(svc: Services, reason: AppError) {
  yield* call(signOutQuietly, svc);
  svc.storage.remove(SESSION_HINT_KEY);
  yield* put(sessionExpired(reason));
  yield* put(sessionEnded());
}

/** Why a refused refresh ended the session. */
export const endReason = (error: unknown): AppError =>
  isAppError(error) && error.code === ACCOUNT_DISABLED.code ? ACCOUNT_DISABLED : SESSION_EXPIRED;

type Report = { account: AuthAccount | null };
type TokenReport = { token: string | null };

function authChannel(svc: Services): EventChannel<Report> {
  // Reports queue up while one is handled (a profile read takes a while): none is dropped.
  return eventChannel<Report>(
    (emit) => svc.auth.subscribe((account) => emit({ account })),
    buffers.expanding(4),
  );
}

function tokenChannel(svc: Services): EventChannel<TokenReport> {
  return eventChannel<TokenReport>(
    (emit) => svc.auth.subscribeToken((token) => emit({ token })),
    buffers.sliding(1),
  );
}

/** One auth state report -> the session user (token + profile) or signed out. */
export function* handleAuthReport(svc: Services, reported: AuthAccount | null) {
  let account = reported;
  // The first report after the app starts: a session open before is over only if it expired.
  const booting = !(yield* select(selectAuthInitialized));
  if (!account) {
    // Firebase drops a remembered user whose token it cannot refresh before it reports: the
    // session entry (this tab) or the hint (remembered) says there was one, so it expired.
    const hadSession = svc.session.hadSession() || svc.storage.get(SESSION_HINT_KEY) !== null;
    svc.session.clear();
    svc.storage.remove(LOCK_KEY);
    svc.storage.remove(SESSION_HINT_KEY);
    if (booting && hadSession) yield* put(sessionExpired(SESSION_EXPIRED));
    yield* put(authStateChanged(null));
    return;
  }
  // Right after sign-up the registration saga writes the profile; wait for it, or the
  // self-repair below would race it with a profile lacking the chosen name.
  if (yield* select(selectRegistering)) {
    const settled = yield* take([registrationSettled.type, registerFailed.type]);
    // The report predates the display name: take the name the person registered with.
    if (registrationSettled.match(settled) && settled.payload.uid === account.uid) {
      account = { ...account, displayName: account.displayName || settled.payload.name };
    }
  }
  let token: string | null = null;
  try {
    token = yield* call([svc.auth, svc.auth.getIdToken]);
  } catch {
    token = null;
  }
  if (!isTokenValid(token)) {
    // A missing, malformed or expired token is no session, whatever Firebase remembered.
    yield* call(signOutQuietly, svc);
    svc.session.clear();
    svc.storage.remove(SESSION_HINT_KEY);
    // On start-up that is a remembered session that ran out: the login page says so.
    if (booting) yield* put(sessionExpired(SESSION_EXPIRED));
    yield* put(authStateChanged(null));
    return;
  }
  const profile = yield* call(loadProfile, svc, account);
  const user: SessionUser = {
    uid: account.uid,
    name: profile?.name || fallbackName(account),
    email: account.email ?? profile?.email ?? '',
    // The token's `role` claim (what the server enforces) when it has one, else the profile's;
    // without either, the least privilege applies.
    role: roleClaim(token) ?? profile?.userRole ?? 'user',
    token: token as string,
  };
  yield* put(authStateChanged(user, svc.storage.get(LOCK_KEY) === user.uid));
  yield* put(sessionStarted({ uid: user.uid }));
}

export function* signOutQuietly(svc: Services) {
  try {
    yield* call([svc.auth, svc.auth.signOut]);
  } catch {
    // Already gone; nothing more to do.
  }
}

/**
 * The first page is on screen and, unless they are held for the check, its reads are done
 * and what they brought is painted (the browser is idle).
 */
function* firstPageSettled(svc: Services, held: boolean) {
  yield* take(firstPageShown.type);
  if (held) return;
  yield* call([svc.sessionGate, svc.sessionGate.quiet]);
  yield* call(whenIdle, RESTORE_CHECK_WAIT_MS);
  yield* call(afterNextPaint);
}

export function* watchAuthState() {
  const svc = yield* getServices();
  // A stored session: the frame and the page draw for its user first, and the check (the
  // auth SDK, its lookups and, in demo builds, the demo backend) starts once they are on
  // screen, so that its code and requests do not compete with theirs on a slow connection.
  const known = yield* select(selectAuthInitialized);
  const stored = known ? null : readStoredSession(svc);
  if (stored) {
    // With a token still valid (this tab's, or the remembered one's, then copied to this
    // tab's entry), the page's reads go with it at once, and the check waits for them too.
    // Without one, the reads wait for the check's.
    const { token } = stored;
    const held = token === null;
    if (held) svc.sessionGate.hold();
    else if (!svc.session.read()) svc.session.write({ ...stored.user, token });
    yield* put(sessionRestoring(stored.user));
    yield* race({
      shown: call(firstPageSettled, svc, held),
      late: call(waitAtMost, RESTORE_CHECK_WAIT_MS),
      // A read refused meanwhile (see handleRefusal): the check decides it, now.
      asked: take(sessionCheckRequested.type),
    });
  }
  const channel = yield* call(authChannel, svc);
  try {
    while (true) {
      const { account } = yield* take(channel);
      try {
        yield* call(handleAuthReport, svc, account);
      } finally {
        // The state now has the session (or none): held reads go, with its token.
        svc.sessionGate.release();
      }
    }
  } finally {
    channel.close();
    svc.sessionGate.release();
  }
}

/**
 * Refreshed tokens replace the one in the state (the session storage follows the state), with
 * the role each stands for: the role an Admin changed takes effect at the next refresh.
 */
export function* watchTokenChanges() {
  const svc = yield* getServices();
  // No report matters before the first auth report (no user to refresh), and subscribing
  // loads the auth SDK: a stored session being restored loads it once its page shows.
  if (!(yield* select(selectAuthInitialized))) yield* take(authStateChanged.type);
  const channel = yield* call(tokenChannel, svc);
  try {
    while (true) {
      const { token } = yield* take(channel);
      const user = yield* select(selectCurrentUser);
      const uid = decodeJwt(token)?.user_id ?? decodeJwt(token)?.sub;
      if (!token || !user || uid !== user.uid || token === user.token || !isTokenValid(token))
        continue;
      // A new token may carry a role an Admin changed (the claim, or the profile in the demo).
      yield* call(adoptToken, svc, uid, token);
    }
  } finally {
    channel.close();
  }
}

/** `shreyu_user` mirrors the state's session user: one writer, so the two never disagree. */
export function* syncSessionStorage() {
  const svc = yield* getServices();
  const user = yield* select(selectCurrentUser);
  if (user) svc.session.write(user);
  else svc.session.clear();
  // The remembered session's shell follows its user; a session not remembered keeps none.
  if (user && svc.storage.get(SESSION_HINT_KEY) === user.uid)
    svc.storage.set(SHELL_KEY, JSON.stringify({ ...shellOf(user), token: user.token }));
  else svc.storage.remove(SHELL_KEY);
}

/**
 * Asks for a fresh token (the SDK refreshes an expired one); when none can be had the
 * session is over: signed out, and the guard sends the user to sign in again.
 */
export function* refreshOrEnd(svc: Services, user: SessionUser) {
  let token: string | null = null;
  let refused: unknown = null;
  try {
    token = yield* call([svc.auth, svc.auth.getIdToken]);
  } catch (error) {
    refused = error;
  }
  if (token && isTokenValid(token)) {
    if (token === user.token) return;
    // The account's role may have changed since the last token: the new one says which it is.
    yield* call(adoptToken, svc, user.uid, token);
    return;
  }
  // A disabled account is signed out with that reason; any other refusal: the session expired.
  yield* call(endSession, svc, endReason(refused));
}

/**
 * Waits for the token's `exp` (or a guard that found it past), then refreshes. A new user
 * or token restarts the wait; the refresh itself is never cut short by the sign-out it causes.
 */
export function* watchSessionExpiry() {
  const svc = yield* getServices();
  while (true) {
    const user = yield* select(selectCurrentUser);
    if (!user) {
      yield* take(authStateChanged.type);
      continue;
    }
    const wait = (decodeJwt(user.token)?.exp ?? 0) * 1000 - Date.now();
    const outcome = yield* race({
      due: delay(Math.max(0, wait)),
      changed: take([authStateChanged.type, tokenRefreshed.type, sessionExpired.type]),
      check: take(sessionCheckRequested.type),
    });
    if (outcome.changed) continue;
    if (outcome.check && isTokenValid(user.token)) continue;
    yield* call(refreshOrEnd, svc, user);
  }
}

/** Resolves once the auth state holds `uid` (the auth channel built the session user). */
export function* waitForSessionUser(uid: string) {
  while (true) {
    const user = yield* select(selectCurrentUser);
    if (user?.uid === uid) return true;
    const action = yield* take(authStateChanged);
    if (action.payload === null) return false;
  }
}
