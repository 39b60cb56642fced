// Registration: the account, then the profile document, then the session.
import { call, fork, put } from 'typed-redux-saga';
import { getServices } from '@/lib/services';
import { toAppError } from '@/services/errors';
import type { AuthAccount } from '@/services/types';
import {
  registerFailed,
  type registerRequested,
  registerSucceeded,
  registrationSettled,
  verificationNeeded,
} from '../authSlice';
import { pageUrl } from './pageUrl';
import { PROFILE_WRITE_LOG, type NewProfile } from './profile';
import {
  SESSION_EXPIRED,
  SESSION_HINT_KEY,
  syncSessionStorage,
  waitForSessionUser,
} from './session';

export const VERIFY_SEND_LOG = 'The verification e-mail could not be sent:';

export function* handleRegisterRequested({ payload }: ReturnType<typeof registerRequested>) {
  const svc = yield* getServices();
  let account: AuthAccount;
  try {
    account = yield* call([svc.auth, svc.auth.createAccount], payload.email, payload.password);
  } catch (error) {
    yield* put(registerFailed(toAppError(error, 'auth.errors.register')));
    return;
  }
  try {
    yield* call([svc.auth, svc.auth.updateDisplayName], payload.name);
  } catch (error) {
    // The profile below carries the name; the account is usable without it.
    console.error(PROFILE_WRITE_LOG, error);
  }
  try {
    const profile: NewProfile = {
      name: payload.name,
      email: account.email ?? payload.email,
      userRole: 'user',
    };
    yield* call([svc.profiles, svc.profiles.create], account.uid, profile);
  } catch (error) {
    // Not fatal: the next sign-in writes the missing profile.
    console.error(PROFILE_WRITE_LOG, error);
  }
  yield* put(registrationSettled({ uid: account.uid, name: payload.name }));
  const ok = yield* call(waitForSessionUser, account.uid);
  if (ok) {
    // An address not yet confirmed gets its verification e-mail now; a failed send is said on
    // the confirm page, which offers to send it again. The registration itself stands.
    if (account.emailVerified !== true) {
      const email = account.email ?? payload.email;
      let sent = true;
      try {
        yield* call([svc.auth, svc.auth.sendEmailVerification], pageUrl('auth-confirm'));
      } catch (error) {
        console.error(VERIFY_SEND_LOG, error);
        sent = false;
      }
      yield* put(verificationNeeded({ email, sent }));
    }
    // A new account is remembered (Firebase's default persistence is local).
    svc.storage.set(SESSION_HINT_KEY, account.uid);
    yield* call(syncSessionStorage); // and its shell, for the next visit's frame
    yield* put(registerSucceeded());
    // The first account of a new server may become its Admin (`npm run dev:full` only): asked
    // beside the way to the dashboard, not before it.
    yield* fork(function* askFirstAdmin() {
      const { claimFirstAdmin } = yield* call(
        () => import(/* webpackChunkName: "first-admin" */ './firstAdmin'),
      );
      yield* call(claimFirstAdmin, svc);
    });
  } else yield* put(registerFailed(SESSION_EXPIRED));
}
