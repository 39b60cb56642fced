import type { FirebaseApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
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
export function createFirebaseAuthService(app: Promise<FirebaseApp>, emulatorHost?: string): AuthService {
  // Initialised on first use, once the backend is ready: in demo mode the SDK's first
  // request (a session lookup) must reach the msw worker, not the real Google endpoint.
  let instance: Promise<Auth> | null = null;
  const getAuth = (): Promise<Auth> =>
    (instance ??= app.then((firebaseApp) => {
      const auth = initializeAuth(firebaseApp, { persistence: [browserLocalPersistence, browserSessionPersistence] });
      if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
      return auth;
    }));

  const requireUser = async (): Promise<User> => {
    const user = (await getAuth()).currentUser;
    if (!user) {
      const error: AppError = { code: 'auth/no-current-user', messageKey: 'auth.errors.sessionExpired' };
      throw error;
    }
    return user;
  };

  /** Subscribes once auth exists; the returned function also cancels a subscription not yet made. */
  const lazySubscribe = (subscribe: (auth: Auth) => () => void): (() => void) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void getAuth().then((auth) => {
      if (!cancelled) unsubscribe = subscribe(auth);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };

  return {
    signIn: (email, password, options) =>
      mapped(async () => {
        const auth = await getAuth();
        await setPersistence(auth, options?.remember === false ? browserSessionPersistence : browserLocalPersistence);
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        return toAccount(user);
      }, 'auth.errors.login'),
    createAccount: (email, password) =>
      mapped(
        async () => toAccount((await createUserWithEmailAndPassword(await getAuth(), email, password)).user),
        'auth.errors.register',
      ),
    updateDisplayName: (name) => mapped(async () => updateProfile(await requireUser(), { displayName: name }), 'auth.errors.register'),
    sendPasswordReset: (email) =>
      mapped(async () => {
        try {
          await sendPasswordResetEmail(await getAuth(), email);
        } catch (error) {
          // Same answer whether or not the address has an account: nobody learns who signed up.
          if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
        }
      }, 'auth.errors.reset'),
    reauthenticate: (password) =>
      mapped(async () => {
        const user = await requireUser();
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
      }, 'auth.errors.login'),
    signOut: () => mapped(async () => signOut(await getAuth()), 'auth.errors.logout'),
    subscribe: (listener) =>
      lazySubscribe((auth) => onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null))),
    getIdToken: async (forceRefresh) => {
      const user = (await getAuth()).currentUser;
      return user ? user.getIdToken(forceRefresh) : null;
    },
    subscribeToken: (listener) =>
      lazySubscribe((auth) =>
        onIdTokenChanged(auth, (user) => {
          if (!user) listener(null);
          else user.getIdToken().then(listener, () => listener(null));
        }),
      ),
  };
}
