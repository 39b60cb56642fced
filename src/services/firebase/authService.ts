import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type * as AuthSdk from 'firebase/auth';
import type { AppError } from '../errors';
import type { AuthAccount, AuthService } from '../types';
import { mapFirebaseError } from './errors';

const toAccount = (user: User): AuthAccount => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
});

async function mapped<T>(work: () => Promise<T>, fallbackKey: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapFirebaseError(error, fallbackKey);
  }
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
  let instance: Promise<{ auth: Auth; sdk: Sdk }> | null = null;
  const load = () =>
    (instance ??= Promise.all([
      app,
      import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
    ]).then(([firebaseApp, sdk]) => {
      const auth = sdk.initializeAuth(firebaseApp, {
        persistence: [sdk.browserLocalPersistence, sdk.browserSessionPersistence],
      });
      if (emulatorHost)
        sdk.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
      return { auth, sdk };
    }));
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

  /** Subscribes once auth exists; the returned function also cancels a subscription not yet made. */
  const lazySubscribe = (subscribe: (auth: Auth, sdk: Sdk) => () => void): (() => void) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void load().then(({ auth, sdk }) => {
      if (!cancelled) unsubscribe = subscribe(auth, sdk);
    });
    return () => {
      cancelled = true;
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
    sendPasswordReset: (email) =>
      mapped(async () => {
        const { auth, sdk } = await load();
        try {
          await sdk.sendPasswordResetEmail(auth, email);
        } catch (error) {
          // Same answer whether or not the address has an account: nobody learns who signed up.
          if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
        }
      }, 'auth.errors.reset'),
    reauthenticate: (password) =>
      mapped(async () => {
        const { sdk } = await load();
        const user = await requireUser();
        await sdk.reauthenticateWithCredential(
          user,
          sdk.EmailAuthProvider.credential(user.email ?? '', password),
        );
      }, 'auth.errors.login'),
    changePassword: (current, next) =>
      mapped(async () => {
        const { sdk } = await load();
        const user = await requireUser();
        await sdk.reauthenticateWithCredential(
          user,
          sdk.EmailAuthProvider.credential(user.email ?? '', current),
        );
        await sdk.updatePassword(user, next);
      }, 'auth.errors.login'),
    signOut: () =>
      mapped(async () => {
        const { auth, sdk } = await load();
        await sdk.signOut(auth);
      }, 'auth.errors.logout'),
    subscribe: (listener) =>
      lazySubscribe((auth, sdk) =>
        sdk.onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null)),
      ),
    getIdToken: async (forceRefresh) => {
      const user = (await getAuth()).currentUser;
      return user ? user.getIdToken(forceRefresh) : null;
    },
    subscribeToken: (listener) =>
      lazySubscribe((auth, sdk) =>
        sdk.onIdTokenChanged(auth, (user) => {
          if (!user) listener(null);
          else user.getIdToken().then(listener, () => listener(null));
        }),
      ),
  };
}
