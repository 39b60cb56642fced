import type { SessionGate } from './session/sessionGate';
import type { HttpClient } from './http/types';

import { ROLES as ROLE_NAMES, type Role } from '@/contract/roles';

export type { Role };
export const ROLES: readonly Role[] = ROLE_NAMES;

/** What the auth backend says about the signed-in account; plain data, never a Firebase `User`. */
export interface AuthAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The address is confirmed (`email_verified`); absent where a backend does not say. */
  emailVerified?: boolean;
}

/** Accounts: e-mail + password sign-in against Firebase Authentication (or msw / the emulator). */
export interface AuthService {
  /** `remember` keeps the session across browser restarts (local persistence) or not (session). */
  signIn(email: string, password: string, options?: { remember?: boolean }): Promise<AuthAccount>;
  createAccount(email: string, password: string): Promise<AuthAccount>;
  updateDisplayName(name: string): Promise<void>;
  /**
   * Sends the password-reset e-mail; its link continues to `continueUrl` (the app's reset
   * page). The same answer whether or not the address has an account.
   */
  sendPasswordReset(email: string, continueUrl?: string): Promise<void>;
  /**
   * Sends the signed-in account's verification e-mail (its link continues to `continueUrl`).
   * Firebase's limit: `auth/too-many-requests`. Resolves with the address it went to.
   */
  sendEmailVerification(continueUrl: string): Promise<string>;
  /**
   * Applies a verification link's code (`applyActionCode`); when signed in, the account is
   * reloaded and a fresh ID token taken, so the server sees `email_verified`. Fails with
   * `auth/invalid-action-code` / `auth/expired-action-code`.
   */
  applyEmailVerification(code: string): Promise<void>;
  /** Whose password-reset code this is (`verifyPasswordResetCode`): the address. */
  checkPasswordResetCode(code: string): Promise<string>;
  /** Sets the new password with a reset link's code (`confirmPasswordReset`). */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Re-checks the current user's password (lock screen). */
  reauthenticate(password: string): Promise<void>;
  /**
   * Changes the signed-in user's password: the current one is checked again first (Firebase
   * asks for a recent sign-in), then the new one is set. Fails with the mapped Firebase code
   * (`auth/invalid-credential`, `auth/weak-password`, `auth/too-many-requests`, ...).
   */
  changePassword(current: string, next: string): Promise<void>;
  signOut(): Promise<void>;
  /** Calls `listener` with every auth state report; returns the unsubscribe function. */
  subscribe(listener: (account: AuthAccount | null) => void): () => void;
  /**
   * The current ID token (refreshed by the SDK when needed; `forceRefresh`: a new one now, with
   * the account's current claims), or null when signed out. A refused refresh rejects with
   * the mapped code (`auth/user-disabled`, `auth/user-token-expired`, `auth/network-request-failed`).
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Calls `listener` whenever the ID token changes (sign-in, refresh, sign-out). */
  subscribeToken(listener: (token: string | null) => void): () => void;
}

/** The Firestore document `users/{uid}`. `createdAt` is an ISO-8601 string once it crosses the port. */
export interface UserProfile {
  name: string;
  email: string;
  createdAt: string;
  userRole: Role;
}

/** Profiles in Firestore collection `users`, through `firebase/firestore/lite`. */
export interface ProfileStore {
  create(uid: string, profile: Omit<UserProfile, 'createdAt'>): Promise<UserProfile>;
  /** Resolves null when the document does not exist. */
  get(uid: string): Promise<UserProfile | null>;
  /** Changes only `name` (the rules refuse any other field); the caller trims and checks it. */
  updateName(uid: string, name: string): Promise<void>;
}

/** The user as the app keeps it for this browser tab (`shreyu_user` in sessionStorage). */
export interface SessionUser {
  uid: string;
  name: string;
  email: string;
  role: Role;
  token: string;
}

/** Tab session storage of the signed-in user. No password and no refresh token, ever. */
export interface SessionStore {
  /** The stored user, or null when missing, malformed or its token has expired. */
  read(): SessionUser | null;
  /** An entry is stored, even one whose token has expired: this tab had a session. */
  hadSession(): boolean;
  write(user: SessionUser): void;
  clear(): void;
  /** The stored token when it is well formed and not expired, else null. */
  getToken(): string | null;
}

/** A small string key-value store (localStorage) with cross-tab change reports. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Reports changes made by *other* tabs to `key` (the `storage` event); returns unsubscribe. */
  subscribe(key: string, listener: (value: string | null) => void): () => void;
}

/** The UI language: i18next behind a port so sagas can switch it. */
export interface LanguageService {
  current(): string;
  change(language: string): Promise<void>;
}

/** Router navigation for sagas and services (keeps the base path; never `window.location`). */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** Every backend the sagas may reach. Sagas get it from context: `getContext('services')`. */
export interface Services {
  auth: AuthService;
  profiles: ProfileStore;
  http: HttpClient;
  session: SessionStore;
  /** Holds the API's requests while a stored session is checked. */
  sessionGate: SessionGate;
  storage: KeyValueStore;
  language: LanguageService;
  navigator: Navigator;
}
