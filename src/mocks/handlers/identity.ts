import { http, HttpResponse } from 'msw';
import {
  hashPassword,
  isEmailVerified,
  newSalt,
  pruneRefreshTokens,
  REFRESH_TOKEN_LIFETIME_MS,
  randomId,
  sameHash,
  sessionRefusal,
  signIdToken,
  tokenLifetimeSeconds,
  verifyIdToken,
  withDb,
  type AccountRecord,
  type DbState,
  type OutboxMail,
} from '../db';
import { isDemoTeamAddress } from '@/config/demoDomain';
import { googleError } from './identityErrors';

/** Every Identity Toolkit v1 call: `POST .../v1/accounts:<method>?key=...`. */
export const IDENTITY_URL = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:(\w+)/;

/** Failed sign-ins of one address within the window before Firebase says "try later". */
export const MAX_FAILED_SIGN_INS = 5;
const FAILURE_WINDOW_MS = 10 * 60 * 1000;

/** Verification e-mails one address may be sent within the window (Firebase limits them too). */
export const MAX_VERIFY_MAILS = 3;
const VERIFY_CODE_LIFETIME_MS = 3 * 24 * 3600 * 1000; // Firebase: three days
const RESET_CODE_LIFETIME_MS = 3600 * 1000; // Firebase: one hour

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = Record<string, unknown>;
const text = (body: Body, key: string): string => {
  const value = body[key];
  return typeof value === 'string' ? value : '';
};

class ApiError extends Error {
  constructor(readonly serverMessage: string) {
    super(serverMessage);
  }
}

const findByEmail = (state: DbState, email: string): AccountRecord | undefined =>
  Object.values(state.accounts).find((a) => a.email.toLowerCase() === email.toLowerCase());

/** Tokens for `account`, the fields every sign-in style response shares. */
function issueTokens(
  state: DbState,
  account: AccountRecord,
  now: number,
  authTime = Math.floor(now / 1000),
) {
  const refreshToken = randomId(64);
  pruneRefreshTokens(state, now);
  state.refreshTokens[refreshToken] = {
    uid: account.uid,
    expiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
  };
  const lifetime = tokenLifetimeSeconds();
  return {
    idToken: signIdToken({ ...account, authTime }, now, lifetime),
    refreshToken,
    expiresIn: String(lifetime),
  };
}

function userInfo(account: AccountRecord) {
  return {
    localId: account.uid,
    email: account.email,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    passwordHash: 'UkVEQUNURUQ=', // "REDACTED", as Google answers
    emailVerified: isEmailVerified(account),
    passwordUpdatedAt: account.passwordUpdatedAt,
    providerUserInfo: [
      {
        providerId: 'password',
        email: account.email,
        federatedId: account.email,
        rawId: account.email,
        ...(account.displayName ? { displayName: account.displayName } : {}),
      },
    ],
    validSince: String(Math.floor(account.createdAt / 1000)),
    lastLoginAt: String(account.lastLoginAt),
    createdAt: String(account.createdAt),
    lastRefreshAt: new Date(account.lastLoginAt).toISOString(),
  };
}

function accountFromToken(state: DbState, idToken: unknown, now: number): AccountRecord {
  const check = verifyIdToken(idToken, now);
  if (!check.ok) throw new ApiError(check.reason);
  const account = state.accounts[check.claims.sub];
  if (!account) throw new ApiError('USER_NOT_FOUND');
  const refusal = sessionRefusal(account, check.claims.auth_time);
  if (refusal) throw new ApiError(refusal);
  return account;
}

function validateEmail(email: string): void {
  if (!email) throw new ApiError('MISSING_EMAIL');
  if (!EMAIL_PATTERN.test(email)) throw new ApiError('INVALID_EMAIL');
}

const methods: Record<
  string,
  (state: DbState, body: Body, now: number) => Promise<object> | object
> = {
  async signUp(state, body, now) {
    const email = text(body, 'email').trim();
    const password = text(body, 'password');
    validateEmail(email);
    if (!password) throw new ApiError('MISSING_PASSWORD');
    if (password.length < 6)
      throw new ApiError('WEAK_PASSWORD : Password should be at least 6 characters');
    if (findByEmail(state, email)) throw new ApiError('EMAIL_EXISTS');
    const salt = newSalt();
    const account: AccountRecord = {
      uid: randomId(),
      email: email.toLowerCase(),
      displayName: text(body, 'displayName') || null,
      salt,
      passwordHash: await hashPassword(password, salt),
      createdAt: now,
      lastLoginAt: now,
      passwordUpdatedAt: now,
      // The demo's own domain registers verified (an offline demo sends no real mail).
      emailVerified: isDemoTeamAddress(email),
    };
    state.accounts[account.uid] = account;
    return {
      kind: 'identitytoolkit#SignupNewUserResponse',
      email: account.email,
      localId: account.uid,
      ...issueTokens(state, account, now),
    };
  },

  async signInWithPassword(state, body, now) {
    const email = text(body, 'email').trim();
    const password = text(body, 'password');
    validateEmail(email);
    if (!password) throw new ApiError('MISSING_PASSWORD');
    const key = email.toLowerCase();
    const recent = (state.failedSignIns[key] ?? []).filter((at) => now - at < FAILURE_WINDOW_MS);
    state.failedSignIns[key] = recent;
    if (recent.length >= MAX_FAILED_SIGN_INS) {
      throw new ApiError(
        'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.',
      );
    }
    const account = findByEmail(state, email);
    const matches = account
      ? sameHash(await hashPassword(password, account.salt), account.passwordHash)
      : false;
    if (!account || !matches) {
      recent.push(now);
      throw new ApiError('INVALID_LOGIN_CREDENTIALS');
    }
    delete state.failedSignIns[key];
    // The right password of a disabled account: Identity Toolkit's USER_DISABLED (the SDK's
    // auth/user-disabled), and no session.
    if (account.disabled) throw new ApiError('USER_DISABLED');
    account.lastLoginAt = now;
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.uid,
      email: account.email,
      displayName: account.displayName ?? '',
      registered: true,
      ...issueTokens(state, account, now),
    };
  },

  lookup(state, body, now) {
    const account = accountFromToken(state, body.idToken, now);
    return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [userInfo(account)] };
  },

  async update(state, body, now) {
    // applyActionCode(): the verification link's code, no session needed.
    if (typeof body.oobCode === 'string') {
      const mail = takeCode(state, body.oobCode, 'VERIFY_EMAIL', now);
      const verified = findByEmail(state, mail.email);
      if (!verified) throw new ApiError('USER_NOT_FOUND');
      verified.emailVerified = true;
      mail.used = true;
      return {
        kind: 'identitytoolkit#SetAccountInfoResponse',
        email: verified.email,
        emailVerified: true,
      };
    }
    const account = accountFromToken(state, body.idToken, now);
    if (typeof body.displayName === 'string') account.displayName = body.displayName || null;
    // updatePassword(): the SDK sends the new password here (and asks for fresh tokens).
    if (typeof body.password === 'string') {
      if (body.password.length < 6)
        throw new ApiError('WEAK_PASSWORD : Password should be at least 6 characters');
      account.salt = newSalt();
      account.passwordHash = await hashPassword(body.password, account.salt);
      account.passwordUpdatedAt = now;
    }
    const deleted = Array.isArray(body.deleteAttribute) ? body.deleteAttribute : [];
    if (deleted.includes('DISPLAY_NAME')) account.displayName = null;
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse',
      ...userInfo(account),
      ...(body.returnSecureToken ? issueTokens(state, account, now) : {}),
    };
  },

  sendOobCode(state, body, now) {
    const requestType = text(body, 'requestType');
    const continueUrl = text(body, 'continueUrl');
    if (requestType === 'VERIFY_EMAIL') {
      // sendEmailVerification(): for the signed-in account, by its ID token.
      const account = accountFromToken(state, body.idToken, now);
      const recent = state.outbox.filter(
        (m) =>
          m.requestType === requestType &&
          m.email === account.email &&
          now - m.at < FAILURE_WINDOW_MS,
      );
      if (recent.length >= MAX_VERIFY_MAILS) throw new ApiError('TOO_MANY_ATTEMPTS_TRY_LATER');
      send(state, { requestType, email: account.email, at: now }, continueUrl, 'verifyEmail');
      return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: account.email };
    }
    const email = text(body, 'email').trim();
    if (requestType !== 'PASSWORD_RESET') throw new ApiError('INVALID_REQ_TYPE');
    validateEmail(email);
    // Same answer whether or not the account exists (e-mail enumeration protection);
    // only a real account gets the mail.
    if (findByEmail(state, email))
      send(
        state,
        { requestType, email: email.toLowerCase(), at: now },
        continueUrl,
        'resetPassword',
      );
    return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email };
  },

  // verifyPasswordResetCode() (no newPassword: only says whose code it is) and
  // confirmPasswordReset() (with newPassword: sets it, and the code is used).
  async resetPassword(state, body, now) {
    const mail = takeCode(state, text(body, 'oobCode'), 'PASSWORD_RESET', now);
    const account = findByEmail(state, mail.email);
    if (!account) throw new ApiError('EMAIL_NOT_FOUND');
    if (typeof body.newPassword === 'string') {
      if (body.newPassword.length < 6)
        throw new ApiError('WEAK_PASSWORD : Password should be at least 6 characters');
      account.salt = newSalt();
      account.passwordHash = await hashPassword(body.newPassword, account.salt);
      account.passwordUpdatedAt = now;
      // Opening the link proved the address, as Firebase counts it.
      account.emailVerified = true;
      delete state.failedSignIns[account.email];
      mail.used = true;
    }
    return {
      kind: 'identitytoolkit#ResetPasswordResponse',
      email: account.email,
      requestType: 'PASSWORD_RESET',
    };
  },
};

/** Puts a mail with its one-time code and link in the demo outbox. */
function send(state: DbState, mail: OutboxMail, continueUrl: string, mode: string): void {
  const oobCode = randomId(40);
  let link = '';
  try {
    // The link lands on the continue URL with Firebase's action parameters, as a
    // custom action URL in the Firebase console makes the real mails do.
    const url = new URL(
      continueUrl || '/auth/confirm',
      globalThis.location?.origin ?? 'http://localhost',
    );
    url.searchParams.set('mode', mode);
    url.searchParams.set('oobCode', oobCode);
    link = url.toString();
  } catch {
    link = `/auth/confirm?mode=${mode}&oobCode=${oobCode}`;
  }
  state.outbox.push({ ...mail, oobCode, link });
}

/** The unused, unexpired mail of this code and kind, or Firebase's refusal. */
function takeCode(state: DbState, code: string, requestType: string, now: number): OutboxMail {
  const mail = code
    ? state.outbox.find((m) => m.oobCode === code && m.requestType === requestType)
    : undefined;
  if (!mail || mail.used) throw new ApiError('INVALID_OOB_CODE');
  const lifetime =
    requestType === 'VERIFY_EMAIL' ? VERIFY_CODE_LIFETIME_MS : RESET_CODE_LIFETIME_MS;
  if (now - mail.at > lifetime) throw new ApiError('EXPIRED_OOB_CODE');
  return mail;
}

export const identityHandlers = [
  http.post(IDENTITY_URL, async ({ request }) => {
    const method = IDENTITY_URL.exec(request.url)?.[1] ?? '';
    const handle = methods[method];
    if (!handle)
      return googleError(
        `INVALID_ARGUMENT : accounts:${method} is not part of the demo backend`,
        400,
      );
    let body: Body;
    try {
      body = (await request.json()) as Body;
    } catch {
      return googleError('INVALID_JSON_PAYLOAD', 400);
    }
    try {
      const response = await withDb((state) => handle(state, body, Date.now()));
      return HttpResponse.json(response);
    } catch (error) {
      if (error instanceof ApiError) return googleError(error.serverMessage, 400);
      throw error;
    }
  }),
];
