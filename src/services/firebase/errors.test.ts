import { createI18n } from '@/i18n/i18n';
import { mapFirebaseError } from './errors';

const KNOWN_CODES = [
  ['auth/invalid-credential', 'auth.errors.invalidCredentials'],
  ['auth/invalid-login-credentials', 'auth.errors.invalidCredentials'],
  ['auth/wrong-password', 'auth.errors.invalidCredentials'],
  ['auth/user-not-found', 'auth.errors.invalidCredentials'],
  ['auth/user-mismatch', 'auth.errors.invalidCredentials'],
  ['auth/email-already-in-use', 'auth.errors.emailInUse'],
  ['auth/weak-password', 'auth.errors.weakPassword'],
  ['auth/invalid-email', 'auth.errors.invalidEmail'],
  ['auth/missing-password', 'auth.errors.missingPassword'],
  ['auth/too-many-requests', 'auth.errors.tooManyRequests'],
  ['auth/user-token-expired', 'auth.errors.sessionExpired'],
  ['auth/invalid-user-token', 'auth.errors.sessionExpired'],
  ['auth/user-disabled', 'auth.errors.userDisabled'],
  ['auth/network-request-failed', 'auth.errors.network'],
  ['permission-denied', 'auth.errors.permissionDenied'],
  ['unauthenticated', 'auth.errors.sessionExpired'],
  ['unavailable', 'auth.errors.network'],
] as const;

const firebaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

describe('mapFirebaseError', () => {
  const en = createI18n('en');
  const it_ = createI18n('it');

  it.each(KNOWN_CODES)('maps %s to %s, translated in English and Italian', (code, key) => {
    const error = mapFirebaseError(
      firebaseError(code, `Firebase: Error (${code}).`),
      'auth.errors.login',
    );
    expect(error).toEqual({ code, messageKey: key });
    expect(en.exists(key)).toBe(true);
    expect(it_.exists(key, { lng: 'it' })).toBe(true);
    expect(it_.t(key)).not.toBe(en.t(key));
  });

  it("keeps the service's words for an unknown code", () => {
    const error = mapFirebaseError(
      firebaseError(
        'auth/operation-blocked',
        'Firebase: The identity service refused this request. (auth/operation-blocked).',
      ),
      'auth.errors.login',
    );
    expect(error).toEqual({
      code: 'auth/operation-blocked',
      messageKey: 'auth.errors.login',
      message: 'The identity service refused this request.',
    });
  });

  it.each([
    ['auth.errors.login', 'Errore durante il login', 'Error while signing in'],
    ['auth.errors.logout', 'Errore durante il logout', 'Error while signing out'],
    ['auth.errors.register', 'Errore durante la registrazione', 'Error while registering'],
    [
      'auth.errors.profileRead',
      'Errore nel recupero dei dati utente',
      'Error while fetching the user data',
    ],
  ])('with no words at all falls back to %s: "%s" in Italian', (fallback, italian, english) => {
    const error = mapFirebaseError(
      firebaseError('auth/unexpected-failure', 'Firebase: Error (auth/unexpected-failure).'),
      fallback,
    );
    expect(error).toEqual({ code: 'auth/unexpected-failure', messageKey: fallback });
    expect(it_.t(fallback)).toBe(italian);
    expect(en.t(fallback)).toBe(english);
  });

  it('turns anything thrown into an AppError', () => {
    expect(mapFirebaseError('boom', 'auth.errors.logout')).toEqual({
      code: 'app/unknown',
      messageKey: 'auth.errors.logout',
    });
  });
});
