import type { AppError } from '../errors';

/** Firebase error codes the app explains in its own words (keys under `auth.errors`). */
const KNOWN: Record<string, string> = {
  'auth/invalid-credential': 'auth.errors.invalidCredentials',
  'auth/invalid-login-credentials': 'auth.errors.invalidCredentials',
  'auth/wrong-password': 'auth.errors.invalidCredentials',
  'auth/user-not-found': 'auth.errors.invalidCredentials',
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/weak-password': 'auth.errors.weakPassword',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/missing-password': 'auth.errors.missingPassword',
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/user-token-expired': 'auth.errors.sessionExpired',
  'auth/invalid-user-token': 'auth.errors.sessionExpired',
  'auth/user-mismatch': 'auth.errors.invalidCredentials',
  'auth/no-current-user': 'auth.errors.sessionExpired',
  unauthenticated: 'auth.errors.sessionExpired',
  'auth/user-disabled': 'auth.errors.userDisabled',
  'auth/network-request-failed': 'auth.errors.network',
  'auth/invalid-action-code': 'authLinks.errors.invalidActionCode',
  'auth/expired-action-code': 'authLinks.errors.expiredActionCode',
  'permission-denied': 'auth.errors.permissionDenied',
  unavailable: 'auth.errors.network',
};

/** Any Firebase failure as an AppError: known codes get their key, others keep the service's text. */
export function mapFirebaseError(error: unknown, fallbackKey: string): AppError {
  if (typeof error === 'object' && error !== null && 'messageKey' in error && 'code' in error) {
    return error as AppError;
  }
  const code =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : 'app/unknown';
  const known = KNOWN[code];
  if (known) return { code, messageKey: known };
  const raw = error instanceof Error ? error.message : '';
  // "Firebase: Some text (auth/code)." -> "Some text"
  const message = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\([\w/-]+\)\.?$/, '')
    .trim();
  // The SDK says just "Error (auth/code)." when the server gave no words: that is no message.
  const useful = message && message !== 'Error' ? message : '';
  return { code, messageKey: fallbackKey, ...(useful ? { message: useful } : {}) };
}
