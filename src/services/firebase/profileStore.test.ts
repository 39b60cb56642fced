/** The profile adapter through the real `firebase/firestore/lite` SDK and the msw Firestore handlers (rules mirrored). */
import { env } from '@/config/env';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import type { AppError } from '@/services/errors';
import { createFirebaseServices } from './index';

let count = 0;
async function signedInAs(email: string, password: string) {
  count += 1;
  const services = createFirebaseServices(env, { appName: `profiles-${count}` });
  const account = await services.auth.signIn(email, password, { remember: false });
  return { ...services, uid: account.uid };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('Firestore profile store', () => {
  it('reads the own profile with role and creation date', async () => {
    const { profiles } = await signedInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await profiles.get(DEMO_ADMIN.uid)).toEqual({
      name: 'Shreyu Admin',
      email: DEMO_ADMIN.email,
      userRole: 'Admin',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it("refuses to read someone else's profile (PERMISSION_DENIED)", async () => {
    const { profiles } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(await failure(profiles.get(DEMO_ADMIN.uid))).toMatchObject({
      code: 'permission-denied',
      messageKey: 'auth.errors.permissionDenied',
    });
  });

  it('creates a missing profile only with the role user', async () => {
    const { auth, profiles } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    const fresh = await auth.createAccount(`new-${count}@shreyu.test`, 'secret-123');
    expect(await profiles.get(fresh.uid)).toBeNull();
    expect(
      await failure(
        profiles.create(fresh.uid, { name: 'Sneaky', email: 'x@shreyu.test', userRole: 'Admin' }),
      ),
    ).toMatchObject({ code: 'permission-denied' });
    const created = await profiles.create(fresh.uid, {
      name: 'Plain',
      email: 'x@shreyu.test',
      userRole: 'user',
    });
    expect(created).toMatchObject({ name: 'Plain', userRole: 'user' });
    expect(await profiles.get(fresh.uid)).toMatchObject({ name: 'Plain', userRole: 'user' });
  });

  it('never lets a user change their role', async () => {
    const { profiles, uid } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(
      await failure(
        profiles.create(uid, { name: 'Demo User', email: DEMO_USER.email, userRole: 'Admin' }),
      ),
    ).toMatchObject({
      code: 'permission-denied',
    });
    expect(await profiles.get(uid)).toMatchObject({ userRole: 'user' });
  });

  it('refuses a write for another uid', async () => {
    const { profiles } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(
      await failure(
        profiles.create(DEMO_ADMIN.uid, { name: 'X', email: 'x@x.test', userRole: 'user' }),
      ),
    ).toMatchObject({
      code: 'permission-denied',
    });
  });
});
