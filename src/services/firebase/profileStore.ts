import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type * as FirestoreSdk from 'firebase/firestore/lite';
import { ROLES, type ProfileStore, type Role, type UserProfile } from '../types';
import { mapFirebaseError } from './errors';

/** Profiles in `users/{uid}` through the lite (REST) SDK: one document set and get, nothing more. */
export function createFirestoreProfileStore(
  app: Promise<FirebaseApp>,
  emulatorHost?: string,
): ProfileStore {
  // Loaded on the first profile call (after a sign-in), so the login page never fetches it.
  type Sdk = typeof FirestoreSdk;
  let instance: Promise<{ db: Firestore; sdk: Sdk }> | null = null;
  const load = () =>
    (instance ??= Promise.all([
      app,
      import(/* webpackChunkName: "firestore-lite" */ 'firebase/firestore/lite'),
    ]).then(([firebaseApp, sdk]) => {
      const db = sdk.getFirestore(firebaseApp);
      if (emulatorHost) {
        const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
        sdk.connectFirestoreEmulator(db, host, Number(port));
      }
      return { db, sdk };
    }));

  return {
    async create(uid, { name, email, userRole }) {
      const { db, sdk } = await load();
      const createdAt = sdk.Timestamp.now();
      try {
        await sdk.setDoc(sdk.doc(db, 'users', uid), { name, email, userRole, createdAt });
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileWrite');
      }
      return { name, email, userRole, createdAt: createdAt.toDate().toISOString() };
    },
    async get(uid) {
      const { db, sdk } = await load();
      let data: Record<string, unknown> | undefined;
      try {
        const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid));
        if (!snapshot.exists()) return null;
        data = snapshot.data();
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileRead');
      }
      const createdAt =
        data.createdAt instanceof sdk.Timestamp ? data.createdAt.toDate().toISOString() : '';
      const role = ROLES.includes(data.userRole as Role) ? (data.userRole as Role) : 'user';
      const profile: UserProfile = {
        name: typeof data.name === 'string' ? data.name : '',
        email: typeof data.email === 'string' ? data.email : '',
        createdAt,
        userRole: role,
      };
      return profile;
    },
    async updateName(uid, name) {
      const { db, sdk } = await load();
      try {
        await sdk.updateDoc(sdk.doc(db, 'users', uid), { name });
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileWrite');
      }
    },
  };
}
