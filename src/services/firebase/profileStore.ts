import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type * as FirestoreSdk from 'firebase/firestore/lite';
import type { ProfileStore } from '../types';
import { mapFirebaseError } from './errors';

/** Profiles in `users/{uid}`: writes through the lite SDK, the read over REST (profileRest.ts). */
export function createFirestoreProfileStore(
  app: Promise<FirebaseApp>,
  getIdToken: () => Promise<string | null>,
  emulatorHost?: string,
): ProfileStore {
  // Loaded on the first write (registration, the profile page): reads go over REST.
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
      // Over REST (profileRest.ts): the SDK stays out of every signed-in first load.
      // In the Firebase app's chunk: a signed-in visit loads that one anyway, the sign-in
      // pages (which only make the read after a sign-in) do not carry it.
      const [firebaseApp, idToken, { readProfile }] = await Promise.all([
        app,
        getIdToken(),
        import(/* webpackChunkName: "firebase-app" */ './profileRest'),
      ]);
      try {
        return await readProfile(uid, {
          projectId: firebaseApp.options.projectId ?? '',
          emulatorHost,
          idToken,
        });
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileRead');
      }
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
