/** AuthService.changePassword through the real Firebase Auth SDK and the msw identity handlers. */
import { env } from '@/config/env';
import { MAX_FAILED_SIGN_INS } from '@/mocks/handlers/identity';
import type { AppError } from '@/services/errors';
import { createFirebaseServices } from './index';

let count = 0;
async function freshAccount() {
  count += 1;
  const services = createFirebaseServices(env, { appName: `password-${count}` });
  const email = `pw-${count}@shreyu.test`;
  await services.auth.createAccount(email, 'first-secret');
  return { ...services, email };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('AuthService.changePassword', () => {
  it('sets the new password: the next sign-in needs it, the old one no longer works', async () => {
    const { auth, email } = await freshAccount();
    await auth.changePassword('first-secret', 'second-secret');
    const other = createFirebaseServices(env, { appName: `password-check-${count}` });
    expect((await failure(other.auth.signIn(email, 'first-secret'))).code).toBe(
      'auth/invalid-credential',
    );
    await expect(other.auth.signIn(email, 'second-secret')).resolves.toMatchObject({ email });
  });

  it('a wrong current password is auth/invalid-credential and changes nothing', async () => {
    const { auth, email } = await freshAccount();
    expect(await failure(auth.changePassword('not-it', 'second-secret'))).toMatchObject({
      code: 'auth/invalid-credential',
    });
    const other = createFirebaseServices(env, { appName: `password-check-${count}` });
    await expect(other.auth.signIn(email, 'first-secret')).resolves.toMatchObject({ email });
  });

  it('a weak new password is auth/weak-password', async () => {
    const { auth } = await freshAccount();
    expect(await failure(auth.changePassword('first-secret', '123'))).toMatchObject({
      code: 'auth/weak-password',
    });
  });

  it('too many wrong current passwords: auth/too-many-requests', async () => {
    const { auth } = await freshAccount();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
      await failure(auth.changePassword('wrong', 'second-secret'));
    }
    expect(await failure(auth.changePassword('first-secret', 'second-secret'))).toMatchObject({
      code: 'auth/too-many-requests',
    });
  });
});
