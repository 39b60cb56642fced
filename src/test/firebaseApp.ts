import { env } from '@/config/env';
import { createFirebaseServices } from '@/services/firebase';

let count = 0;

/**
 * The services on a Firebase app of their own (so a session of their own), through the real
 * SDK against the demo backend (the msw identity and Firestore handlers). `appName` reaches
 * the raw SDK on the same app: `getAuth(getApp(appName))`.
 */
export function freshFirebaseApp(prefix: string) {
  count += 1;
  const appName = `${prefix}-${count}`;
  return { appName, ...createFirebaseServices(env, { appName }) };
}
