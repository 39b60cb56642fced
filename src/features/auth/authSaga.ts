import { all, fork, takeLatest, takeLeading } from 'redux-saga/effects';
import { profileNameChanged } from '@/features/events';
import {
  authStateChanged,
  loginRequested,
  logoutRequested,
  passwordResetRequested,
  registerRequested,
  roleCheckRequested,
  screenLocked,
  sessionExpired,
  tokenRefreshed,
  sessionRoleRead,
  unlockRequested,
} from './authSlice';
import {
  syncSessionStorage,
  watchAuthState,
  watchSessionExpiry,
  watchTokenChanges,
} from './saga/session';
import {
  handleLoginRequested,
  handleLogoutRequested,
  handlePasswordResetRequested,
} from './saga/signIn';
import { handleRegisterRequested } from './saga/registration';
import { createRefreshClock, handleRoleCheckRequested, watchRefusals } from './saga/refresh';
import { handleScreenLocked, handleUnlockRequested, watchLockInOtherTabs } from './saga/lock';

export { PROFILE_READ_LOG, PROFILE_WRITE_LOG } from './saga/profile';
export { SESSION_HINT_KEY } from './saga/session';
export { LOCK_KEY } from './saga/lock';

/**
 * The auth flows, one file each under `saga/`: the session (Firebase's reports, tokens,
 * expiry, the session storage), the profile document, sign-in / sign-out / password reset,
 * registration, the lock screen, and a changed account (refusals and role checks refresh it).
 */
export function* authSaga() {
  const clock = createRefreshClock();
  yield all([
    fork(watchLockInOtherTabs),
    fork(watchAuthState),
    fork(watchTokenChanges),
    fork(watchSessionExpiry),
    fork(watchRefusals, clock),
    takeLeading(roleCheckRequested.type, handleRoleCheckRequested, clock),
    takeLatest(
      [
        authStateChanged.type,
        tokenRefreshed.type,
        sessionRoleRead.type,
        sessionExpired.type,
        profileNameChanged.type,
      ],
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
