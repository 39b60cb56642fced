/**
 * Contract: the same SDK calls give the same outcomes against the msw identity handlers
 * and against the real Firebase Auth emulator. Under plain `jest` only the msw half runs;
 * `npm run test:contract` starts the emulator and sets CONTRACT_AUTH_EMULATOR.
 */
import { http, passthrough } from 'msw';
import { env, type AppEnv } from '@/config/env';
import { server } from '@/mocks/node';
import { DEMO_USER, snapshotDb } from '@/mocks/db';
import { isTokenValid, decodeJwt } from '@/services/session/jwt';
import type { AppError } from '@/services/errors';
import { createFirebaseServices } from './index';

const emulatorHost = process.env.CONTRACT_AUTH_EMULATOR;

interface Backend {
  name: string;
  env: AppEnv;
  /** The msw db is seeded with the demo accounts; the emulator starts empty. */
  seeded: boolean;
}

const backends: Backend[] = [
  { name: 'msw demo backend', env, seeded: true },
  ...(emulatorHost
    ? [
        {
          name: `Auth emulator on ${emulatorHost}`,
          env: {
            ...env,
            backend: 'emulators' as const,
            emulators: { ...env.emulators, authHost: emulatorHost },
          },
          seeded: false,
        },
      ]
    : []),
];

let count = 0;
const freshServices = (backend: Backend) => {
  count += 1;
  return createFirebaseServices(backend.env, { appName: `contract-${count}` });
};
const uniqueEmail = () =>
  `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@shreyu.test`;

/** An address outside the demo's own domain: unverified on both backends. */
const foreignEmail = () =>
  `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The code of the last e-mail of `requestType` to `email`: the emulator keeps them at its
 * REST API (`/emulator/v1/projects/<id>/oobCodes`); the demo backend in its outbox.
 */
async function lastCode(backend: Backend, email: string, requestType: string): Promise<string> {
  let codes: { email: string; requestType: string; oobCode?: string }[];
  if (emulatorHost && !backend.seeded) {
    const response = await fetch(
      `http://${emulatorHost}/emulator/v1/projects/${backend.env.firebase.projectId}/oobCodes`,
    );
    codes = ((await response.json()) as { oobCodes: typeof codes }).oobCodes;
  } else codes = (await snapshotDb()).outbox;
  const code = codes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!code?.oobCode) throw new Error(`no ${requestType} code for ${email}`);
  return code.oobCode;
}

async function failure(promise: Promise<unknown>): Promise<Pick<AppError, 'code' | 'messageKey'>> {
  try {
    await promise;
  } catch (error) {
    const { code, messageKey } = error as AppError;
    return { code, messageKey };
  }
  throw new Error('expected the call to fail');
}

describe.each(backends)('auth contract: $name', (backend) => {
  beforeEach(() => {
    if (emulatorHost) server.use(http.all(`http://${emulatorHost}/*`, () => passthrough()));
  });

  it('signs up, names the account, looks it up, signs out and back in', async () => {
    const { auth } = freshServices(backend);
    const email = uniqueEmail();
    const reports: (string | null)[] = [];
    const unsubscribe = auth.subscribe((account) => reports.push(account?.email ?? null));

    const created = await auth.createAccount(email, 'secret-123');
    expect(created).toEqual({
      uid: created.uid,
      email,
      displayName: null,
      emailVerified: expect.any(Boolean) as unknown,
    });
    expect(created.uid).toMatch(/^\w{20,}$/);
    await auth.updateDisplayName('Contract Person');

    const token = await auth.getIdToken(true);
    expect(isTokenValid(token)).toBe(true);
    const claims = decodeJwt(token);
    expect(claims?.user_id).toBe(created.uid);
    expect(claims?.email).toBe(email);
    // One hour, as Firebase issues them.
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(3600);

    await auth.signOut();
    expect(await auth.getIdToken()).toBeNull();

    const again = await auth.signIn(email, 'secret-123');
    expect(again).toMatchObject({ uid: created.uid, email, displayName: 'Contract Person' });
    await auth.signOut();
    unsubscribe();
    expect(reports.filter((r) => r !== null)).toContain(email);
    expect(reports.at(-1)).toBeNull();
  });

  it('rejects a wrong password and an unknown account with the same error', async () => {
    const { auth } = freshServices(backend);
    const email = uniqueEmail();
    await auth.createAccount(email, 'secret-123');
    await auth.signOut();
    const wrong = await failure(auth.signIn(email, 'not-the-password'));
    const unknown = await failure(auth.signIn(uniqueEmail(), 'secret-123'));
    // The raw codes differ and that is expected: the emulator has no e-mail enumeration
    // protection (auth/wrong-password, auth/user-not-found), while msw answers
    // INVALID_LOGIN_CREDENTIALS (auth/invalid-credential) like a project with it on, the
    // default since 2023. What the app shows is the same.
    expect(wrong.messageKey).toBe('auth.errors.invalidCredentials');
    expect(unknown.messageKey).toBe('auth.errors.invalidCredentials');
  });

  it('refuses a taken e-mail, a weak password and a malformed address', async () => {
    const { auth } = freshServices(backend);
    const email = uniqueEmail();
    await auth.createAccount(email, 'secret-123');
    await auth.signOut();
    expect(await failure(auth.createAccount(email, 'secret-456'))).toEqual({
      code: 'auth/email-already-in-use',
      messageKey: 'auth.errors.emailInUse',
    });
    expect(await failure(auth.createAccount(uniqueEmail(), '123'))).toEqual({
      code: 'auth/weak-password',
      messageKey: 'auth.errors.weakPassword',
    });
    expect(await failure(auth.createAccount('not-an-email', 'secret-123'))).toEqual({
      code: 'auth/invalid-email',
      messageKey: 'auth.errors.invalidEmail',
    });
  });

  it('re-authenticates the signed-in user with the right password only', async () => {
    const { auth } = freshServices(backend);
    const email = uniqueEmail();
    await auth.createAccount(email, 'secret-123');
    await expect(auth.reauthenticate('secret-123')).resolves.toBeUndefined();
    expect((await failure(auth.reauthenticate('wrong-one'))).messageKey).toBe(
      'auth.errors.invalidCredentials',
    );
    await auth.signOut();
  });

  it('answers a password reset the same for known and unknown addresses', async () => {
    const { auth } = freshServices(backend);
    const email = uniqueEmail();
    await auth.createAccount(email, 'secret-123');
    await auth.signOut();
    await expect(auth.sendPasswordReset(email)).resolves.toBeUndefined();
    // The emulator (like Firebase with e-mail enumeration protection) may refuse unknown
    // addresses with EMAIL_NOT_FOUND; the port hides that, so the outcome is the same.
    await expect(auth.sendPasswordReset(uniqueEmail())).resolves.toBeUndefined();
  });

  it('sends the verification e-mail, applies its code once, and the fresh token says verified', async () => {
    const { auth } = freshServices(backend);
    const email = foreignEmail();
    const created = await auth.createAccount(email, 'secret-123');
    expect(created.emailVerified).toBe(false);
    expect(decodeJwt(await auth.getIdToken())).toMatchObject({ email_verified: false });
    await expect(auth.sendEmailVerification('http://localhost/auth/confirm')).resolves.toBe(email);
    const code = await lastCode(backend, email, 'VERIFY_EMAIL');
    await auth.applyEmailVerification(code);
    expect(decodeJwt(await auth.getIdToken())).toMatchObject({ email_verified: true });
    expect(await failure(auth.applyEmailVerification(code))).toEqual({
      code: 'auth/invalid-action-code',
      messageKey: 'authLinks.errors.invalidActionCode',
    });
    await auth.signOut();
    const again = await auth.signIn(email, 'secret-123');
    expect(again.emailVerified).toBe(true);
    await auth.signOut();
  });

  it('a reset code says whose it is, sets the new password once, and a made-up code is refused', async () => {
    const { auth } = freshServices(backend);
    const email = foreignEmail();
    await auth.createAccount(email, 'secret-123');
    await auth.signOut();
    await auth.sendPasswordReset(email, 'http://localhost/auth/reset-password');
    const code = await lastCode(backend, email, 'PASSWORD_RESET');
    await expect(auth.checkPasswordResetCode(code)).resolves.toBe(email);
    expect(await failure(auth.confirmPasswordReset(code, '123'))).toEqual({
      code: 'auth/weak-password',
      messageKey: 'auth.errors.weakPassword',
    });
    await auth.confirmPasswordReset(code, 'brand-new-1');
    expect((await auth.signIn(email, 'brand-new-1')).email).toBe(email);
    await auth.signOut();
    expect(await failure(auth.confirmPasswordReset(code, 'brand-new-2'))).toEqual({
      code: 'auth/invalid-action-code',
      messageKey: 'authLinks.errors.invalidActionCode',
    });
    expect(await failure(auth.checkPasswordResetCode('made-up-code'))).toEqual({
      code: 'auth/invalid-action-code',
      messageKey: 'authLinks.errors.invalidActionCode',
    });
  });

  (backend.seeded ? it : it.skip)('knows the seeded demo accounts', async () => {
    const { auth } = freshServices(backend);
    const account = await auth.signIn(DEMO_USER.email, DEMO_USER.password);
    expect(account).toEqual({
      uid: DEMO_USER.uid,
      email: DEMO_USER.email,
      displayName: DEMO_USER.name,
      // The demo's team accounts count as verified.
      emailVerified: true,
    });
    await auth.signOut();
  });
});
