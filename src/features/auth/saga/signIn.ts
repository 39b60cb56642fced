// Sign-in, sign-out and the password reset e-mail.
import { call, put } from 'typed-redux-saga';
import { sessionEnded } from '@/features/events';
import { getServices } from '@/lib/services';
import { toAppError } from '@/services/errors';
import { pageUrl } from './pageUrl';
import {
  authStateChanged,
  loginFailed,
  type loginRequested,
  loginSucceeded,
  logoutFailed,
  logoutSucceeded,
  passwordResetFailed,
  type passwordResetRequested,
  passwordResetSucceeded,
} from '../authSlice';
import {
  SESSION_EXPIRED,
  SESSION_HINT_KEY,
  syncSessionStorage,
  waitForSessionUser,
} from './session';
import { LOCK_KEY } from './lock';

export function* handleLoginRequested({ payload }: ReturnType<typeof loginRequested>) {
  const svc = yield* getServices();
  try {
    const account = yield* call([svc.auth, svc.auth.signIn], payload.email, payload.password, {
      remember: payload.remember,
    });
    const ok = yield* call(waitForSessionUser, account.uid);
    if (!ok) throw SESSION_EXPIRED;
    // A tab session ends with the tab by design; only a remembered one can expire unseen.
    if (payload.remember) svc.storage.set(SESSION_HINT_KEY, account.uid);
    else svc.storage.remove(SESSION_HINT_KEY);
    // The remembered session's shell (the next visit's frame) follows the hint.
    yield* call(syncSessionStorage);
    yield* put(loginSucceeded());
  } catch (error) {
    yield* put(loginFailed(toAppError(error, 'auth.errors.login')));
  }
}

export function* handleLogoutRequested() {
  const svc = yield* getServices();
  try {
    yield* call([svc.auth, svc.auth.signOut]);
  } catch (error) {
    yield* put(logoutFailed(toAppError(error, 'auth.errors.logout')));
    return;
  }
  svc.session.clear();
  svc.storage.remove(LOCK_KEY);
  svc.storage.remove(SESSION_HINT_KEY);
  yield* put(authStateChanged(null));
  yield* put(logoutSucceeded());
  yield* put(sessionEnded());
}

export function* handlePasswordResetRequested({
  payload,
}: ReturnType<typeof passwordResetRequested>) {
  const svc = yield* getServices();
  try {
    // The link lands on the app's reset page (with a custom action URL in the console).
    yield* call(
      [svc.auth, svc.auth.sendPasswordReset],
      payload.email,
      pageUrl('auth-reset-password'),
    );
    yield* put(passwordResetSucceeded());
  } catch (error) {
    yield* put(passwordResetFailed(toAppError(error, 'auth.errors.reset')));
  }
}
