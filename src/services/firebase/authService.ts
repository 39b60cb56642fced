import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type * as AuthSdk from 'firebase/auth';
import type { AppError } from '../errors';
import type { AuthAccount, AuthService } from '../types';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import { mapFirebaseError } from './errors';

const toAccount = (user: User): AuthAccount => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

async function mapped<T>(work: () => Promise<T>, fallbackKey: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapFirebaseError(error, fallbackKey);
  }
}

/**
 * Where browser persistence keeps a signed-in user (local or session storage). The head
 * script of index.html reads it too (scripts/prerender.mjs: a page prerendered signed out).
 */
export const STORED_USER = /^firebase:authUser:/;

/** True when Firebase may have a session to restore (unknown storage counts as yes). */
export function hasStoredUser(): boolean {
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        if (STORED_USER.test(storage.key(i) ?? '')) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * On a signed-out visit the SDK loads when it may be needed: the visitor's first
 * interaction (it is ready by the time a form is sent; every action loads it too), or another
 * tab signing in (its stored user appears).
 */
function loadOnFirstUse(load: () => unknown): void {
  if (typeof window === 'undefined') return;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, start, true);
    window.removeEventListener('storage', onStorage);
  };
  const start = () => {
    stop();
    load();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || STORED_USER.test(event.key)) start();
  };
  for (const type of events) window.addEventListener(type, start, { capture: true, once: true });
  window.addEventListener('storage', onStorage);
}

/**
 * Firebase Authentication behind the AuthService port. `initializeAuth` with browser
 * persistence only: no popup/redirect resolver, which this app never uses and which is large.
 */
export function createFirebaseAuthService(
  app: Promise<FirebaseApp>,
  emulatorHost?: string,
): AuthService {
  // Initialised on first use, once the backend is ready: in demo mode the SDK's first
  // request (a session lookup) must reach the msw worker, not the real Google endpoint.
  // The SDK is its own chunk, fetched beside the first render instead of inside the main bundle.
  type Sdk = typeof AuthSdk;
  // Loaded once; a load that failed (the SDK's code did not arrive, the backend did not start)
  // is tried again by the next call.
  const loadSdk = onceUntilFailed(() =>
    Promise.all([app, import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth')]).then(
      ([firebaseApp, sdk]) => {
        const auth = sdk.initializeAuth(firebaseApp, {
          persistence: [sdk.browserLocalPersistence, sdk.browserSessionPersistence],
        });
        if (emulatorHost)
          sdk.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
        return { auth, sdk };
      },
    ),
  );
  /** Whether the SDK has been asked for (it may be loading, loaded, or have failed). */
  let asked = false;
  // Subscriptions made before the SDK was needed (signed-out visit), attached on first load;
  // also those whose load failed, attached by the next one.
  const waiting = new Set<() => void>();
  const load = () => {
    asked = true;
    const loading = loadSdk();
    const attaching = [...waiting];
    waiting.clear();
    for (const attach of attaching) attach();
    return loading;
  };
  // Signed out for sure (no stored session): the SDK is not needed to say so, only to act.
  const signedOutVisit = () => !asked && !hasStoredUser();
  const getAuth = async (): Promise<Auth> => (await load()).auth;

  const requireUser = async (): Promise<User> => {
    const user = (await getAuth()).currentUser;
    if (!user) {
      const error: AppError = {
        code: 'auth/no-current-user',
        messageKey: 'auth.errors.sessionExpired',
      };
      throw error;
    }
    return user;
  };

  /** Signs the current user in again with `password` (Firebase wants a recent sign-in to change it). */
  const confirmPassword = async (password: string): Promise<{ sdk: Sdk; user: User }> => {
    const { sdk } = await load();
    const user = await requireUser();
    await sdk.reauthenticateWithCredential(
      user,
      sdk.EmailAuthProvider.credential(user.email ?? '', password),
    );
    return { sdk, user };
  };

  /** Subscribes once auth exists; the returned function also cancels a subscription not yet made. */
  const lazySubscribe = (
    subscribe: (auth: Auth, sdk: Sdk) => () => void,
    { untilUsed = false } = {},
  ): (() => void) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const attach = () =>
      void load().then(
        ({ auth, sdk }) => {
          if (!cancelled) unsubscribe = subscribe(auth, sdk);
        },
        () => {
          if (!cancelled) waiting.add(attach);
        },
      );
    if (untilUsed) {
      waiting.add(attach);
      loadOnFirstUse(load);
    } else attach();
    return () => {
      cancelled = true;
      waiting.delete(attach);
      unsubscribe?.();
    };
  };

  return {
    signIn: (email, password, options) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        await sdk.setPersistence(
          auth,
          options?.remember === false ? sdk.browserSessionPersistence : sdk.browserLocalPersistence,
        );
        const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
        return toAccount(user);
      }, 'auth.errors.login'),
    createAccount: (email, password) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        return toAccount((await sdk.createUserWithEmailAndPassword(auth, email, password)).user);
      }, 'auth.errors.register'),
    updateDisplayName: (name) =>
      mapped(async () => {
        const { sdk } = await load();
        await sdk.updateProfile(await requireUser(), { displayName: name });
      }, 'auth.errors.register'),
    sendPasswordReset: (email, continueUrl) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        try {
          await sdk.sendPasswordResetEmail(
            auth,
            email,
            continueUrl ? { url: continueUrl } : undefined,
          );
        } catch (error) {
          // Same answer whether or not the address has an account: nobody learns who signed up.
          if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
        }
      }, 'auth.errors.reset'),
    sendEmailVerification: (continueUrl) =>
      mapped(async () => {
        const { sdk } = await load();
        const user = await requireUser();
        await sdk.sendEmailVerification(user, { url: continueUrl });
        return user.email ?? '';
      }, 'authLinks.errors.verifySend'),
    applyEmailVerification: (code) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        await sdk.applyActionCode(auth, code);
        const user = auth.currentUser;
        if (user) {
          // The account's `emailVerified` and the token's claim change only on a reload and a
          // new token: the server reads `email_verified` from the token it is sent.
          await user.reload();
          await user.getIdToken(true);
        }
      }, 'authLinks.errors.verifyApply'),
    checkPasswordResetCode: (code) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        return sdk.verifyPasswordResetCode(auth, code);
      }, 'authLinks.errors.resetCode'),
    confirmPasswordReset: (code, newPassword) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        await sdk.confirmPasswordReset(auth, code, newPassword);
      }, 'authLinks.errors.resetCode'),
    reauthenticate: (password) =>
      mapped(async () => {
        await confirmPassword(password);
      }, 'auth.errors.login'),
    changePassword: (current, next) =>
      mapped(async () => {
        const { sdk, user } = await confirmPassword(current);
        await sdk.updatePassword(user, next);
      }, 'auth.errors.login'),
    signOut: () =>
      mapped(async () => {
        const { auth, sdk } = await load();
        await sdk.signOut(auth);
      }, 'auth.errors.logout'),
    subscribe: (listener) => {
      // A visit with no stored session is signed out: reported at once, without the SDK
      // (35 KiB), which loads on first use and reports from then on (see loadOnFirstUse).
      const untilUsed = signedOutVisit();
      let stopped = false;
      if (untilUsed)
        queueMicrotask(() => {
          if (!stopped && !asked) listener(null);
        });
      const stop = lazySubscribe(
        (auth, sdk) =>
          sdk.onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null)),
        { untilUsed },
      );
      return () => {
        stopped = true;
        stop();
      };
    },
    getIdToken: async (forceRefresh) => {
      if (signedOutVisit()) return null;
      const user = (await getAuth()).currentUser;
      // A refused refresh says why (`auth/user-disabled`, `auth/user-token-expired`, network).
      return user
        ? mapped(() => user.getIdToken(forceRefresh), 'auth.errors.sessionExpired')
        : null;
    },
    subscribeToken: (listener) =>
      lazySubscribe(
        (auth, sdk) =>
          sdk.onIdTokenChanged(auth, (user) => {
            if (!user) listener(null);
            else user.getIdToken().then(listener, () => listener(null));
          }),
        { untilUsed: signedOutVisit() },
      ),
  };
}
