import { delay, http, HttpResponse } from 'msw';
import { FIRESTORE_URL, firestoreError } from '../handlers/firestore';
import { IDENTITY_URL } from '../handlers/identity';
import { googleError } from '../handlers/identityErrors';
import { SECURE_TOKEN_URL } from '../handlers/secureToken';

const SIGN_IN_OR_UP =
  /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:(signInWithPassword|signUp)/;
const FIRESTORE_READ = /^https:\/\/firestore\.googleapis\.com\/v1\/.*\/documents:batchGet/;
const FIRESTORE_WRITE = /^https:\/\/firestore\.googleapis\.com\/v1\/.*\/documents:commit/;

const internal = () =>
  HttpResponse.json(
    { error: { code: 500, message: 'Internal error.', status: 'INTERNAL' } },
    { status: 500 },
  );

/**
 * Named failures of the identity backend. A test applies one with `server.use(...)`; a
 * person switches one on in the browser with the QA panel or `?scenario=<name>` (docs/QA.md).
 */
export const authScenarios = {
  /** The identity service cannot be reached. */
  'auth-network-error': [http.post(IDENTITY_URL, () => HttpResponse.error())],
  /** Every identity call takes 1.5 s (to see the busy buttons). */
  'auth-slow': [
    http.post(IDENTITY_URL, async () => {
      await delay(1500);
      return undefined;
    }),
  ],
  /** Reading `users/{uid}` fails: the sign-in must still go through. */
  'auth-profile-read-fails': [http.post(FIRESTORE_READ, internal)],
  /** Writing `users/{uid}` fails: registration still signs in; the next sign-in repairs it. */
  'auth-profile-write-fails': [http.post(FIRESTORE_WRITE, internal)],
  /** The session cannot be refreshed any more (revoked / expired refresh token). */
  'auth-session-expired': [
    http.post(SECURE_TOKEN_URL, () => googleError('TOKEN_EXPIRED')),
    http.post(/accounts:lookup/, () => googleError('TOKEN_EXPIRED')),
  ],
  /** An error code the app does not know, with the service's own words. */
  'auth-unknown-error': [
    http.post(SIGN_IN_OR_UP, () =>
      googleError('OPERATION_BLOCKED : The identity service refused this request.'),
    ),
  ],
  /** An error code the app does not know, and no words at all. */
  'auth-no-message': [http.post(SIGN_IN_OR_UP, () => googleError('UNEXPECTED_FAILURE'))],
  /** Firestore answers every profile call with PERMISSION_DENIED. */
  'auth-profile-denied': [http.post(FIRESTORE_URL, () => firestoreError('PERMISSION_DENIED'))],
};
