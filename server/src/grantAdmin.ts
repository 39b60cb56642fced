/**
 * `npm run server:grant-admin -- <email>`: gives an account the `role: 'Admin'` custom claim
 * (the first Admin of a new project; later ones are made on the users page). The account's
 * next ID token carries it (at the latest after an hour, or at its next sign-in).
 * Where profiles are written (a real project, or a Firestore emulator: as the server does when
 * the users page changes a role), the profile's `userRole` is set in step, so that the
 * profile and the claim agree. Against a real project it needs Google credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`); against the
 * Auth emulator, none.
 */
import { firebaseAuth } from './auth';
import { ConfigError, parseConfig, readRawConfig } from './config';
import { firestoreProfileWriter } from './profiles';

async function main(args: string[]): Promise<number> {
  const email = args.find((arg) => !arg.startsWith('-'));
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error('usage: npm run server:grant-admin -- <email>');
    return 2;
  }
  let config;
  try {
    config = parseConfig(readRawConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`grant-admin: configuration error: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (!config.firebaseProjectId) {
    console.error('grant-admin: set FIREBASE_PROJECT_ID (in the environment or .env) first');
    return 2;
  }
  const auth = firebaseAuth({
    projectId: config.firebaseProjectId,
    emulatorHost: config.authEmulatorHost,
  });
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      console.error(
        `grant-admin: no account with the e-mail ${email} in ${config.firebaseProjectId}`,
      );
      return 1;
    }
    throw error;
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'Admin' });
  if (config.profileWrites === 'firestore') {
    try {
      await firestoreProfileWriter(auth, config.firestoreEmulatorHost).writeRole(user.uid, 'Admin');
    } catch (error) {
      // The claim is what the server and the rules trust: it stays, and the operator is told
      // that the profile (what the SPA shows without a claim) still has the old role.
      console.error(
        `grant-admin: the claim is set, but users/${user.uid}.userRole could not be written (${error instanceof Error ? error.message : String(error)}); run the command again`,
      );
      return 1;
    }
  } else {
    console.log(
      'grant-admin: no Firestore is configured (Auth emulator without FIRESTORE_EMULATOR_HOST): only the claim is set',
    );
  }
  console.log(
    `grant-admin: ${email} (${user.uid}) is now Admin in ${config.firebaseProjectId}; the claim reaches the app with the account's next ID token (sign out and in again to see it at once)`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('grant-admin: failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
