import { all, call, fork, takeLatest, takeLeading } from 'redux-saga/effects';
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
  verificationEmailRequested,
  emailVerificationRequested,
  resetCodeCheckRequested,
  newPasswordRequested,
} from './authSlice';
import type { Action } from '@reduxjs/toolkit';

// The e-mail link flows run on few visits (the confirm and reset pages): their code loads
// with their first action, not with every page's store.
type EmailActions = typeof EmailActionsModule;
const emailActions = (): Promise<EmailActions> =>
  import(/* webpackChunkName: "auth-email-actions" */ './saga/emailActions');
function lazy(name: keyof EmailActions) {
  return function* run(action: Action) {
    const handlers = (yield call(emailActions)) as EmailActions;
    // Each handler takes the action it is registered for (see authSaga below).
    yield call(handlers[name] as (action: Action) => Generator, action);
  };
}
import type * as EmailActionsModule from './saga/emailActions';
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
    takeLeading(verificationEmailRequested.type, lazy('sendVerificationEmail')),
    takeLeading(emailVerificationRequested.type, lazy('handleEmailVerificationRequested')),
    takeLatest(resetCodeCheckRequested.type, lazy('handleResetCodeCheckRequested')),
    takeLeading(newPasswordRequested.type, lazy('handleNewPasswordRequested')),
    takeLatest(screenLocked.type, handleScreenLocked),
  ]);
}
