// The e-mail links: the address verification (send, resend, apply) and the password reset
// (its code checked, the new password set).
import { call, put } from 'typed-redux-saga';
import { getServices } from '@/lib/services';
import { toAppError } from '@/services/errors';
import { pageUrl } from './pageUrl';
import {
  emailVerificationFailed,
  type emailVerificationRequested,
  emailVerified,
  newPasswordFailed,
  type newPasswordRequested,
  newPasswordSet,
  resetCodeCheckFailed,
  type resetCodeCheckRequested,
  resetCodeChecked,
  verificationEmailFailed,
  verificationEmailSent,
} from '../authSlice';

/** Sends the signed-in account's verification e-mail; its link lands on the confirm page. */
export function* sendVerificationEmail() {
  const svc = yield* getServices();
  try {
    const sentTo = yield* call([svc.auth, svc.auth.sendEmailVerification], pageUrl('auth-confirm'));
    yield* put(verificationEmailSent(sentTo));
    return true;
  } catch (error) {
    const failure = toAppError(error, 'authLinks.errors.verifySend');
    // Firebase's limit on these mails is no failed sign-in: said in its own words.
    yield* put(
      verificationEmailFailed(
        failure.code === 'auth/too-many-requests'
          ? { ...failure, messageKey: 'authLinks.errors.tooManyVerificationMails' }
          : failure,
      ),
    );
    return false;
  }
}

export function* handleEmailVerificationRequested({
  payload,
}: ReturnType<typeof emailVerificationRequested>) {
  const svc = yield* getServices();
  try {
    yield* call([svc.auth, svc.auth.applyEmailVerification], payload.code);
    yield* put(emailVerified());
  } catch (error) {
    yield* put(emailVerificationFailed(toAppError(error, 'authLinks.errors.verifyApply')));
  }
}

export function* handleResetCodeCheckRequested({
  payload,
}: ReturnType<typeof resetCodeCheckRequested>) {
  const svc = yield* getServices();
  try {
    const email = yield* call([svc.auth, svc.auth.checkPasswordResetCode], payload.code);
    yield* put(resetCodeChecked(email));
  } catch (error) {
    yield* put(resetCodeCheckFailed(toAppError(error, 'authLinks.errors.resetCode')));
  }
}

export function* handleNewPasswordRequested({ payload }: ReturnType<typeof newPasswordRequested>) {
  const svc = yield* getServices();
  try {
    yield* call([svc.auth, svc.auth.confirmPasswordReset], payload.code, payload.password);
    yield* put(newPasswordSet());
  } catch (error) {
    yield* put(newPasswordFailed(toAppError(error, 'authLinks.errors.resetCode')));
  }
}
