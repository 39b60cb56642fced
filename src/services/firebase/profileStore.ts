import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { ROLES, type ProfileStore, type Role, type UserProfile } from '../types';
import { mapFirebaseError } from './errors';

/** Profiles in `users/{uid}` through the lite (REST) SDK: one document set and get, nothing more. */
export function createFirestoreProfileStore(app: Promise<FirebaseApp>, emulatorHost?: string): ProfileStore {
  let instance: Promise<Firestore> | null = null;
  const getDb = (): Promise<Firestore> =>
    (instance ??= app.then((firebaseApp) => {
      const db = getFirestore(firebaseApp);
      if (emulatorHost) {
        const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
        connectFirestoreEmulator(db, host, Number(port));
      }
      return db;
    }));

  return {
    async create(uid, { name, email, userRole }) {
      const createdAt = Timestamp.now();
      try {
        await setDoc(doc(await getDb(), 'users', uid), { name, email, userRole, createdAt });
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileWrite');
      }
      return { name, email, userRole, createdAt: createdAt.toDate().toISOString() };
    },
    async get(uid) {
      let data: Record<string, unknown> | undefined;
      try {
        const snapshot = await getDoc(doc(await getDb(), 'users', uid));
        if (!snapshot.exists()) return null;
        data = snapshot.data();
      } catch (error) {
        throw mapFirebaseError(error, 'auth.errors.profileRead');
      }
      const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : '';
      const role = ROLES.includes(data.userRole as Role) ? (data.userRole as Role) : 'user';
      const profile: UserProfile = {
        name: typeof data.name === 'string' ? data.name : '',
        email: typeof data.email === 'string' ? data.email : '',
        createdAt,
        userRole: role,
      };
      return profile;
    },
  };
}
