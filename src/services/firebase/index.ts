import type { AppEnv } from '@/config/env';
import type { AuthService, ProfileStore } from '../types';
import { createFirebaseApp } from './app';
import { createFirebaseAuthService } from './authService';
import { createFirestoreProfileStore } from './profileStore';

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
  const app = ready.then(() => createFirebaseApp(env, appName));
  const emulators = env.backend === 'emulators';
  return {
    auth: createFirebaseAuthService(app, emulators ? env.emulators.authHost : undefined),
    profiles: createFirestoreProfileStore(app, emulators ? env.emulators.firestoreHost : undefined),
  };
}
