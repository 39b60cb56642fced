import type { AppEnv } from '@/config/env';
import type { AuthService, ProfileStore } from '../types';
import type { FirebaseApp } from 'firebase/app';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import { createFirebaseAuthService } from './authService';

export interface FirebaseServicesOptions {
  /** A distinct app per test store; the browser uses the default app. */
  appName?: string;
  /** Resolves when the backend can answer (the msw worker in demo mode). */
  ready?: Promise<unknown>;
}

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
      get: async (uid) => (await profileStore()).get(uid),
      updateName: async (uid, name) => (await profileStore()).updateName(uid, name),
    },
  };
}
