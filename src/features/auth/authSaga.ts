import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { notificationAdded, profileNameChanged, sessionEnded } from '@/features/events';
import { getServices } from '@/lib/services';
import { toAppError, type AppError } from '@/services/errors';
import { decodeJwt, isTokenValid } from '@/services/session/jwt';
import type { AuthAccount, Services, SessionUser, UserProfile } from '@/services/types';
import {
  authStateChanged,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutFailed,
  logoutRequested,
  logoutSucceeded,
  passwordResetFailed,
  passwordResetRequested,
  passwordResetSucceeded,
  registerFailed,
  registerRequested,
  registerSucceeded,
  registrationSettled,
  screenLocked,
  selectAuthInitialized,
  selectCurrentUser,
  selectRegistering,
  sessionCheckRequested,
  sessionExpired,
  tokenRefreshed,
  unlockFailed,
  unlockRequested,
  unlockSucceeded,
  lockChangedElsewhere,
} from './authSlice';

/** The legacy template's own words; kept in the console so migrated tooling still finds them. */
export const PROFILE_READ_LOG = 'Errore nel recupero dei dati utente';
export const PROFILE_WRITE_LOG = 'Errore durante il salvataggio del profilo utente';

/** The uid whose screen is locked; in localStorage so a reload (or another tab) stays locked. */
export const LOCK_KEY = 'shreyu_locked';

/**
 * The uid of a remembered session (signed in with "remember me", or registered), in
 * localStorage. When the session expires while no tab is open, Firebase drops the user
 * before its first report; this is how the next visit still knows to say so. Only a uid:
 * no token, no password.
 */
export const SESSION_HINT_KEY = 'shreyu_session';

const SESSION_EXPIRED: AppError = {
  code: 'auth/user-token-expired',
  messageKey: 'auth.errors.sessionExpired',
};

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

const fallbackName = (account: AuthAccount): string =>
  account.displayName?.trim() || (account.email ? (account.email.split('@')[0] ?? '') : '');

/**
 * `users/{uid}`, written now when it is missing (the account was created but the profile
 * write failed earlier): nothing is lost. A failed read does not block the sign-in.
 */
function* loadProfile(svc: Services, account: AuthAccount) {
  try {
    const existing = (yield call(
      [svc.profiles, svc.profiles.get],
      account.uid,
    )) as UserProfile | null;
    if (existing) return existing;
  } catch (error) {
    console.error(PROFILE_READ_LOG, error);
    yield put(
      notificationAdded({
        title: 'notifications.error',
        message: 'auth.errors.profileRead',
        variant: 'danger',
        delay: 5000,
      }),
    );
    return null;
  }
  try {
    return (yield call([svc.profiles, svc.profiles.create], account.uid, {
      name: fallbackName(account),
      email: account.email ?? '',
      userRole: 'user',
    })) as UserProfile;
  } catch (error) {
    console.error(PROFILE_WRITE_LOG, error);
    return null;
  }
}

/** One auth state report -> the session user (token + profile) or signed out. */
function* handleAuthReport(svc: Services, reported: AuthAccount | null) {
  let account = reported;
  // The first report after the app starts: a session open before is over only if it expired.
  const booting = !((yield select(selectAuthInitialized)) as boolean);
  if (!account) {
    // Firebase drops a remembered user whose token it cannot refresh before it reports: the
    // session entry (this tab) or the hint (remembered) says there was one, so it expired.
    const hadSession = svc.session.hadSession() || svc.storage.get(SESSION_HINT_KEY) !== null;
    svc.session.clear();
    svc.storage.remove(LOCK_KEY);
    svc.storage.remove(SESSION_HINT_KEY);
    if (booting && hadSession) yield put(sessionExpired(SESSION_EXPIRED));
    yield put(authStateChanged(null));
    return;
  }
  // Right after sign-up the registration saga writes the profile; wait for it, or the
  // self-repair below would race it with a profile lacking the chosen name.
  if ((yield select(selectRegistering)) as boolean) {
    const settled = (yield take([registrationSettled.type, registerFailed.type])) as
      ReturnType<typeof registrationSettled> | ReturnType<typeof registerFailed>;
    // The report predates the display name: take the name the person registered with.
    if (registrationSettled.match(settled) && settled.payload.uid === account.uid) {
      account = { ...account, displayName: account.displayName || settled.payload.name };
    }
  }
  let token: string | null = null;
  try {
    token = (yield call([svc.auth, svc.auth.getIdToken])) as string | null;
  } catch {
    token = null;
  }
  if (!isTokenValid(token)) {
    // A missing, malformed or expired token is no session, whatever Firebase remembered.
    yield call(signOutQuietly, svc);
    svc.session.clear();
    svc.storage.remove(SESSION_HINT_KEY);
    // On start-up that is a remembered session that ran out: the login page says so.
    if (booting) yield put(sessionExpired(SESSION_EXPIRED));
    yield put(authStateChanged(null));
    return;
  }
  const profile = (yield call(loadProfile, svc, account)) as UserProfile | null;
  const user: SessionUser = {
    uid: account.uid,
    name: profile?.name || fallbackName(account),
    email: account.email ?? profile?.email ?? '',
    // The role comes from the profile only; without one the least privilege applies.
    role: profile?.userRole ?? 'user',
    token: token as string,
  };
  yield put(authStateChanged(user, svc.storage.get(LOCK_KEY) === user.uid));
}

function* signOutQuietly(svc: Services) {
  try {
    yield call([svc.auth, svc.auth.signOut]);
  } catch {
    // Already gone; nothing more to do.
  }
}

export function* watchAuthState() {
  const svc = yield* getServices();
  const channel = (yield call(authChannel, svc)) as EventChannel<Report>;
  try {
    while (true) {
      const { account } = (yield take(channel)) as Report;
      yield call(handleAuthReport, svc, account);
    }
  } finally {
    channel.close();
  }
}

/** Refreshed tokens replace the one in the state (the session storage follows the state). */
export function* watchTokenChanges() {
  const svc = yield* getServices();
  const channel = (yield call(tokenChannel, svc)) as EventChannel<TokenReport>;
  try {
    while (true) {
      const { token } = (yield take(channel)) as TokenReport;
      const user = (yield select(selectCurrentUser)) as SessionUser | null;
      const uid = decodeJwt(token)?.user_id ?? decodeJwt(token)?.sub;
      if (!token || !user || uid !== user.uid || token === user.token || !isTokenValid(token))
        continue;
      yield put(tokenRefreshed({ uid, token }));
    }
  } finally {
    channel.close();
  }
}

/** `shreyu_user` mirrors the state's session user: one writer, so the two never disagree. */
function* syncSessionStorage() {
  const svc = yield* getServices();
  const user = (yield select(selectCurrentUser)) as SessionUser | null;
  if (user) svc.session.write(user);
  else svc.session.clear();
}

/**
 * Asks for a fresh token (the SDK refreshes an expired one); when none can be had the
 * session is over: signed out, and the guard sends the user to sign in again.
 */
function* refreshOrEnd(svc: Services, user: SessionUser) {
  let token: string | null = null;
  try {
    token = (yield call([svc.auth, svc.auth.getIdToken])) as string | null;
  } catch {
    token = null;
  }
  if (token && isTokenValid(token)) {
    if (token !== user.token) yield put(tokenRefreshed({ uid: user.uid, token }));
    return;
  }
  yield call(signOutQuietly, svc);
  svc.storage.remove(SESSION_HINT_KEY);
  yield put(sessionExpired(SESSION_EXPIRED));
  yield put(sessionEnded());
}

/**
 * Waits for the token's `exp` (or a guard that found it past), then refreshes. A new user
 * or token restarts the wait; the refresh itself is never cut short by the sign-out it causes.
 */
function* watchSessionExpiry() {
  const svc = yield* getServices();
  while (true) {
    const user = (yield select(selectCurrentUser)) as SessionUser | null;
    if (!user) {
      yield take(authStateChanged.type);
      continue;
    }
    const wait = (decodeJwt(user.token)?.exp ?? 0) * 1000 - Date.now();
    const outcome = (yield race({
      due: delay(Math.max(0, wait)),
      changed: take([authStateChanged.type, tokenRefreshed.type, sessionExpired.type]),
      check: take(sessionCheckRequested.type),
    })) as { due?: true; changed?: unknown; check?: unknown };
    if (outcome.changed) continue;
    if (outcome.check && isTokenValid(user.token)) continue;
    yield call(refreshOrEnd, svc, user);
  }
}

/** Resolves once the auth state holds `uid` (the auth channel built the session user). */
function* waitForSessionUser(uid: string) {
  while (true) {
    const user = (yield select(selectCurrentUser)) as SessionUser | null;
    if (user?.uid === uid) return true;
    const action = (yield take(authStateChanged.type)) as ReturnType<typeof authStateChanged>;
    if (action.payload === null) return false;
  }
}

export function* handleLoginRequested({ payload }: ReturnType<typeof loginRequested>) {
  const svc = yield* getServices();
  try {
    const account = (yield call([svc.auth, svc.auth.signIn], payload.email, payload.password, {
      remember: payload.remember,
    })) as AuthAccount;
    const ok = (yield call(waitForSessionUser, account.uid)) as boolean;
    if (!ok) throw SESSION_EXPIRED;
    // A tab session ends with the tab by design; only a remembered one can expire unseen.
    if (payload.remember) svc.storage.set(SESSION_HINT_KEY, account.uid);
    else svc.storage.remove(SESSION_HINT_KEY);
    yield put(loginSucceeded());
  } catch (error) {
    yield put(loginFailed(toAppError(error, 'auth.errors.login')));
  }
}

export function* handleRegisterRequested({ payload }: ReturnType<typeof registerRequested>) {
  const svc = yield* getServices();
  let account: AuthAccount;
  try {
    account = (yield call(
      [svc.auth, svc.auth.createAccount],
      payload.email,
      payload.password,
    )) as AuthAccount;
  } catch (error) {
    yield put(registerFailed(toAppError(error, 'auth.errors.register')));
    return;
  }
  try {
    yield call([svc.auth, svc.auth.updateDisplayName], payload.name);
  } catch (error) {
    // The profile below carries the name; the account is usable without it.
    console.error(PROFILE_WRITE_LOG, error);
  }
  try {
    yield call([svc.profiles, svc.profiles.create], account.uid, {
      name: payload.name,
      email: account.email ?? payload.email,
      userRole: 'user',
    });
  } catch (error) {
    // Not fatal: the next sign-in writes the missing profile.
    console.error(PROFILE_WRITE_LOG, error);
  }
  yield put(registrationSettled({ uid: account.uid, name: payload.name }));
  const ok = (yield call(waitForSessionUser, account.uid)) as boolean;
  if (ok) {
    // A new account is remembered (Firebase's default persistence is local).
    svc.storage.set(SESSION_HINT_KEY, account.uid);
    yield put(registerSucceeded());
  } else yield put(registerFailed(SESSION_EXPIRED));
}

export function* handleLogoutRequested() {
  const svc = yield* getServices();
  try {
    yield call([svc.auth, svc.auth.signOut]);
  } catch (error) {
    yield put(logoutFailed(toAppError(error, 'auth.errors.logout')));
    return;
  }
  svc.session.clear();
  svc.storage.remove(LOCK_KEY);
  svc.storage.remove(SESSION_HINT_KEY);
  yield put(authStateChanged(null));
  yield put(logoutSucceeded());
  yield put(sessionEnded());
}

export function* handlePasswordResetRequested({
  payload,
}: ReturnType<typeof passwordResetRequested>) {
  const svc = yield* getServices();
  try {
    yield call([svc.auth, svc.auth.sendPasswordReset], payload.email);
    yield put(passwordResetSucceeded());
  } catch (error) {
    yield put(passwordResetFailed(toAppError(error, 'auth.errors.reset')));
  }
}

function* handleScreenLocked() {
  const svc = yield* getServices();
  const user = (yield select(selectCurrentUser)) as SessionUser | null;
  if (user) svc.storage.set(LOCK_KEY, user.uid);
}

export function* handleUnlockRequested({ payload }: ReturnType<typeof unlockRequested>) {
  const svc = yield* getServices();
  try {
    yield call([svc.auth, svc.auth.reauthenticate], payload.password);
    svc.storage.remove(LOCK_KEY);
    yield put(unlockSucceeded());
  } catch (error) {
    yield put(unlockFailed(toAppError(error, 'auth.errors.login')));
  }
}

/**
 * Locking is per browser, not per tab: when another tab locks this user's screen, this tab
 * locks too (the guard sends it to the lock screen); when one unlocks, all do.
 */
export function* watchLockInOtherTabs() {
  const svc = yield* getServices();
  const channel = eventChannel<{ value: string | null }>((emit) =>
    svc.storage.subscribe(LOCK_KEY, (value) => emit({ value })),
  );
  try {
    while (true) {
      const { value } = (yield take(channel)) as { value: string | null };
      const user = (yield select(selectCurrentUser)) as SessionUser | null;
      if (user) yield put(lockChangedElsewhere(value === user.uid));
    }
  } finally {
    channel.close();
  }
}

export function* authSaga() {
  yield all([
    fork(watchLockInOtherTabs),
    fork(watchAuthState),
    fork(watchTokenChanges),
    fork(watchSessionExpiry),
    takeLatest(
      [authStateChanged.type, tokenRefreshed.type, sessionExpired.type, profileNameChanged.type],
      syncSessionStorage,
    ),
    takeLatest(loginRequested.type, handleLoginRequested),
    takeLeading(registerRequested.type, handleRegisterRequested),
    takeLeading(logoutRequested.type, handleLogoutRequested),
    takeLatest(passwordResetRequested.type, handlePasswordResetRequested),
    takeLatest(unlockRequested.type, handleUnlockRequested),
    takeLatest(screenLocked.type, handleScreenLocked),
  ]);
}
