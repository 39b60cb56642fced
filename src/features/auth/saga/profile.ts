// The profile document: read at each sign-in (written then when registration could not).
import { call } from 'typed-redux-saga';
import type { AuthAccount, Services, UserProfile } from '@/services/types';

/** The legacy template's own words; kept in the console so migrated tooling still finds them. */
export const PROFILE_READ_LOG = 'Errore nel recupero dei dati utente';
export const PROFILE_WRITE_LOG = 'Errore durante il salvataggio del profilo utente';

/** What a profile is written with (the store stamps `createdAt`). */
export type NewProfile = Omit<UserProfile, 'createdAt'>;

export const fallbackName = (account: AuthAccount): string =>
  account.displayName?.trim() || (account.email ? (account.email.split('@')[0] ?? '') : '');

/**
 * `users/{uid}`, written now when it is missing (the account was created but the profile
 * write failed earlier): nothing is lost. A failed read does not block the sign-in.
 */
export function* loadProfile(svc: Services, account: AuthAccount) {
  try {
    const existing = yield* call([svc.profiles, svc.profiles.get], account.uid);
    if (existing) return existing;
  } catch (error) {
    // Logged, as the seed asks, and not in the way: no toast on every page load (under
    // `dev:full` no Firestore answers at all); the profile page says what is missing.
    console.error(PROFILE_READ_LOG, error);
    return null;
  }
  try {
    const profile: NewProfile = {
      name: fallbackName(account),
      email: account.email ?? '',
      userRole: 'user',
    };
    return yield* call([svc.profiles, svc.profiles.create], account.uid, profile);
  } catch (error) {
    console.error(PROFILE_WRITE_LOG, error);
    return null;
  }
}
