import type { AppEnv } from '@/config/env';
import type { AuthService, ProfileStore } from '../types';
import { isAppError, type AppError } from '../errors';
import type { FirebaseApp } from 'firebase/app';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import { createFirebaseAuthService } from './authService';

export interface FirebaseServicesOptions {
  /** A distinct app per test store; the browser uses the default app. */
  appName?: string;
  /** Resolves when the backend can answer (the msw worker in demo mode). */
  ready?: Promise<unknown>;
}

let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false)); // back from the back-forward cache
}
/** The page is being unloaded: its requests are cut off, which is no failure of theirs. */
const pageLeaving = () => leaving;

/** A profile read where no Firestore answers (the emulators without Firestore's). */
export const NOT_STORED: AppError = {
  code: 'profile/not-stored',
  messageKey: 'errors.profile.notStored',
  lasting: true,
};

/** Auth + profiles on one Firebase app; the emulators are used only when the env says so. */
export function createFirebaseServices(
  env: AppEnv,
  { appName, ready = Promise.resolve() }: FirebaseServicesOptions = {},
): { auth: AuthService; profiles: ProfileStore } {
  // Created when a service first needs it: the SDK core (about 15 KiB) is its own chunk,
  // which a signed-out visit of the sign-in pages does not load before an interaction.
  // The code loads beside the backend's start (the demo worker), not after it; a failed load
  // or start is tried again by the next call.
  const create = onceUntilFailed(() =>
    Promise.all([import(/* webpackChunkName: "firebase-app" */ './app'), ready]).then(
      ([{ createFirebaseApp }]) => createFirebaseApp(env, appName),
    ),
  );
  const app = {
    then: (onFulfilled, onRejected) => create().then(onFulfilled, onRejected),
  } as Promise<FirebaseApp>;
  const emulators = env.backend === 'emulators';
  const auth = createFirebaseAuthService(app, emulators ? env.emulators.authHost : undefined);
  // The profile store's code comes with the Firebase app's chunk, on the first profile call:
  // a signed-out visit of the sign-in pages never needs it.
  const profileStore = onceUntilFailed(() =>
    import(/* webpackChunkName: "firebase-app" */ './profileStore').then(
      ({ createFirestoreProfileStore }): ProfileStore =>
        createFirestoreProfileStore(
          app,
          () => auth.getIdToken(),
          emulators ? env.emulators.firestoreHost : undefined,
        ),
    ),
  );
  return {
    auth,
    profiles: {
      create: async (uid, profile) => (await profileStore()).create(uid, profile),
      get: async (uid) => {
        try {
          return await (await profileStore()).get(uid);
        } catch (error) {
          // Cut off by the page going away (a reload during the session check): no answer,
          // rather than a failure to report on a page nobody sees any more.
          if (pageLeaving()) return new Promise<never>(() => undefined);
          // Under the emulators (`npm run dev:full`) no Firestore emulator runs unless someone
          // starts one (it needs Java 21): the profile is not stored anywhere, and no retry
          // helps. Said as that, not as the authentication service being away.
          if (emulators && isAppError(error) && error.code === 'unavailable') throw NOT_STORED;
          throw error;
        }
      },
      updateName: async (uid, name) => (await profileStore()).updateName(uid, name),
    },
  };
}
