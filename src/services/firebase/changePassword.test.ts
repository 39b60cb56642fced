/** AuthService.changePassword through the real Firebase Auth SDK and the msw identity handlers. */
import { MAX_FAILED_SIGN_INS } from '@/mocks/handlers/identity';
import { failureOf } from '@/test/failure';
import { freshFirebaseApp } from '@/test/firebaseApp';

async function freshAccount() {
  const services = freshFirebaseApp('password');
  const email = `${services.appName}@shreyu.test`;
  await services.auth.createAccount(email, 'first-secret');
  return { ...services, email };
}

describe('AuthService.changePassword', () => {
  it('sets the new password: the next sign-in needs it, the old one no longer works', async () => {
    const { auth, email } = await freshAccount();
    await auth.changePassword('first-secret', 'second-secret');
    const other = freshFirebaseApp('password-check');
    expect((await failureOf(other.auth.signIn(email, 'first-secret'))).code).toBe(
      'auth/invalid-credential',
    );
    await expect(other.auth.signIn(email, 'second-secret')).resolves.toMatchObject({ email });
  });

  it('a wrong current password is auth/invalid-credential and changes nothing', async () => {
    const { auth, email } = await freshAccount();
    expect(await failureOf(auth.changePassword('not-it', 'second-secret'))).toMatchObject({
      code: 'auth/invalid-credential',
    });
    const other = freshFirebaseApp('password-check');
    await expect(other.auth.signIn(email, 'first-secret')).resolves.toMatchObject({ email });
  });

  it('a weak new password is auth/weak-password', async () => {
    const { auth } = await freshAccount();
    expect(await failureOf(auth.changePassword('first-secret', '123'))).toMatchObject({
      code: 'auth/weak-password',
    });
  });

  it('too many wrong current passwords: auth/too-many-requests', async () => {
    const { auth } = await freshAccount();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
      await failureOf(auth.changePassword('wrong', 'second-secret'));
    }
    expect(await failureOf(auth.changePassword('first-secret', 'second-secret'))).toMatchObject({
      code: 'auth/too-many-requests',
    });
  });
});
