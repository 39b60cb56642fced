/** The profile adapter through the real `firebase/firestore/lite` SDK and the msw Firestore handlers (rules mirrored). */
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { getApp } from 'firebase/app';
import { doc, getFirestore, updateDoc } from 'firebase/firestore/lite';
import { ADMIN_API } from '@/contract/admin';
import { apiUrl } from '@/mocks/apiBase';
import { testToken } from '@/test/session';
import { failureOf } from '@/test/failure';
import { freshFirebaseApp } from '@/test/firebaseApp';

async function signedInAs(email: string, password: string) {
  const services = freshFirebaseApp('profiles');
  const { appName } = services;
  const account = await services.auth.signIn(email, password, { remember: false });
  // The raw SDK on the same app, for writes the port never makes (the rules must refuse them).
  const raw = (fields: Record<string, unknown>) =>
    updateDoc(doc(getFirestore(getApp(appName)), 'users', account.uid), fields);
  return { ...services, uid: account.uid, raw };
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
    expect(await failureOf(profiles.get(DEMO_ADMIN.uid))).toMatchObject({
      code: 'permission-denied',
      messageKey: 'auth.errors.permissionDenied',
    });
  });

  it('creates a missing profile only with the role user', async () => {
    const { auth, profiles, appName } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    const fresh = await auth.createAccount(`new-${appName}@shreyu.test`, 'secret-123');
    expect(await profiles.get(fresh.uid)).toBeNull();
    expect(
      await failureOf(
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
      await failureOf(
        profiles.create(uid, { name: 'Demo User', email: DEMO_USER.email, userRole: 'Admin' }),
      ),
    ).toMatchObject({
      code: 'permission-denied',
    });
    expect(await profiles.get(uid)).toMatchObject({ userRole: 'user' });
  });

  it('never lets any client change userRole, an Admin included: only the users page (server side) does', async () => {
    const admin = await signedInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await failureOf(admin.raw({ userRole: 'user' }))).toMatchObject({
      code: 'permission-denied',
    });
    // An Admin cannot write another account's profile either (promotion is not a client write).
    expect(
      await failureOf(
        admin.profiles.create(DEMO_USER.uid, {
          name: 'Demo User',
          email: DEMO_USER.email,
          userRole: 'Admin',
        }),
      ),
    ).toMatchObject({ code: 'permission-denied' });
    expect(await admin.profiles.get(admin.uid)).toMatchObject({ userRole: 'Admin' });
    const user = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(await user.profiles.get(user.uid)).toMatchObject({ userRole: 'user' });
  });

  it('keeps a role the users page gave when the account renames itself', async () => {
    const answer = await fetch(
      new URL(apiUrl(ADMIN_API.user(DEMO_USER.uid).replace(/^api\//, '')), window.location.href),
      {
        method: 'PATCH',
        headers: {
          Authorization: `JWT ${testToken(DEMO_ADMIN)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ role: 'Admin' }),
      },
    );
    expect(answer.status).toBe(200);
    const { profiles, uid, raw } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(await profiles.get(uid)).toMatchObject({ userRole: 'Admin' });
    await profiles.updateName(uid, 'Promoted User');
    expect(await profiles.get(uid)).toMatchObject({ name: 'Promoted User', userRole: 'Admin' });
    // Promoted, still no client change of the role (not even giving it up).
    expect(await failureOf(raw({ userRole: 'user' }))).toMatchObject({ code: 'permission-denied' });
  });

  it('refuses a write for another uid', async () => {
    const { profiles } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
    expect(
      await failureOf(
        profiles.create(DEMO_ADMIN.uid, { name: 'X', email: 'x@x.test', userRole: 'user' }),
      ),
    ).toMatchObject({
      code: 'permission-denied',
    });
  });

  describe('name updates (rules: only `name` changes, a trimmed string of 1-100 characters)', () => {
    it('changes the name and keeps the rest', async () => {
      const { profiles, uid } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
      await profiles.updateName(uid, 'Renamed <b>User</b>');
      expect(await profiles.get(uid)).toEqual({
        name: 'Renamed <b>User</b>',
        email: DEMO_USER.email,
        userRole: 'user',
        createdAt: expect.any(String) as string,
      });
    });

    it.each([
      ['an empty name', ''],
      ['a name of 101 characters', 'x'.repeat(101)],
      ['an untrimmed name', ' padded '],
    ])('refuses %s', async (_label, name) => {
      const { profiles, uid } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
      expect(await failureOf(profiles.updateName(uid, name))).toMatchObject({
        code: 'permission-denied',
        messageKey: 'auth.errors.permissionDenied',
      });
      expect(await profiles.get(uid)).toMatchObject({ name: 'Demo User' });
    });

    it('accepts exactly 100 characters', async () => {
      const { profiles, uid } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
      await profiles.updateName(uid, 'y'.repeat(100));
      expect((await profiles.get(uid))?.name).toHaveLength(100);
    });

    it.each([
      ['the role', { userRole: 'Admin' }],
      ['the e-mail', { email: 'someone-else@shreyu.test' }],
      ['the creation date', { createdAt: new Date('2020-01-01T00:00:00Z') }],
      ['the name together with the role', { name: 'Fine', userRole: 'Admin' }],
      ['a field that does not exist', { nickname: 'x' }],
    ])('refuses a change of %s through the SDK', async (_label, fields) => {
      const { profiles, uid, raw } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
      expect(await failureOf(raw(fields))).toMatchObject({ code: 'permission-denied' });
      expect(await profiles.get(uid)).toMatchObject({
        name: 'Demo User',
        email: DEMO_USER.email,
        userRole: 'user',
      });
    });

    it("refuses to rename someone else's profile", async () => {
      const { profiles } = await signedInAs(DEMO_USER.email, DEMO_USER.password);
      expect(await failureOf(profiles.updateName(DEMO_ADMIN.uid, 'Hijacked'))).toMatchObject({
        code: 'permission-denied',
      });
    });
  });
});
