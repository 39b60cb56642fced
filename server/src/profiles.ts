/**
 * The profile document's role (`users/{uid}.userRole`), kept in step with the `role` claim
 * when the users page changes a role: what the SPA shows when it reads the profile. A port,
 * because there is no Firestore emulator on these machines (it needs Java 21): the tests use
 * a fake, and the Firestore writer runs with a real project or a Firestore emulator.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Role } from './auth';

export interface ProfileWriter {
  /** Writes the role into the profile (merging; the other fields stay). Throws on failure. */
  writeRole(uid: string, role: Role): Promise<void>;
}

/** Writes nothing (no Firestore configured): the server says so once, at start. */
export const noProfileWriter: ProfileWriter = {
  writeRole: () => Promise.resolve(),
};

/**
 * Firestore through firebase-admin, on the app that checks tokens (its project; the Firestore
 * emulator when `FIRESTORE_EMULATOR_HOST` is set). Loaded on first use: a server that never
 * changes a role never loads the Firestore client.
 */
export function firestoreProfileWriter(auth: Auth, emulatorHost: string): ProfileWriter {
  // firebase-admin reads the emulator host from the environment (as for Auth): set from the
  // checked config, so the config stays the one source.
  if (emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIRESTORE_EMULATOR_HOST;
  let firestore: Promise<import('firebase-admin/firestore').Firestore> | null = null;
  return {
    async writeRole(uid, role) {
      firestore ??= import('firebase-admin/firestore').then(({ getFirestore }) =>
        getFirestore(auth.app),
      );
      await (await firestore).doc(`users/${uid}`).set({ userRole: role }, { merge: true });
    },
  };
}
