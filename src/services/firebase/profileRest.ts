import { ROLES, type Role, type UserProfile } from '../types';

/**
 * `users/{uid}` read over Firestore's REST API, the request `firebase/firestore/lite` itself
 * sends for `getDoc` (`POST …/documents:batchGet`, the ID token as a bearer token), so the
 * security rules, the emulator and the demo handlers answer it exactly as they answer the SDK.
 *
 * Why not the SDK: the read happens on every signed-in first load (the dashboard), and the
 * lite SDK is 31 KiB gzip there; this is well under 1 KiB. Writes (registration, the profile
 * page) stay with the SDK, which loads only when one is made.
 */

/** A Firestore failure by its canonical code (`permission-denied`, `unavailable`, ...). */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

export interface ProfileReadTarget {
  projectId: string;
  /** `host:port` of the Firestore emulator; the cloud service without it. */
  emulatorHost?: string;
  /** The signed-in user's ID token; the rules refuse a read without one. */
  idToken: string | null;
}

/** `PERMISSION_DENIED` -> `permission-denied`: the code the SDK gives a `FirestoreError`. */
const codeOf = (status: unknown, httpStatus: number): string => {
  if (typeof status === 'string' && /^[A-Z_]+$/.test(status))
    return status.toLowerCase().replace(/_/g, '-');
  if (httpStatus === 401) return 'unauthenticated';
  if (httpStatus === 403) return 'permission-denied';
  if (httpStatus === 404) return 'not-found';
  if (httpStatus === 429) return 'resource-exhausted';
  return httpStatus >= 500 ? 'unavailable' : 'unknown';
};

type Value = {
  stringValue?: unknown;
  timestampValue?: unknown;
};

const text = (fields: Record<string, Value>, key: string): string => {
  const value = fields[key]?.stringValue;
  return typeof value === 'string' ? value : '';
};

/** The document's fields as the port's profile; anything malformed reads as empty. */
export function profileFromFields(fields: Record<string, Value> = {}): UserProfile {
  const stamp = fields.createdAt?.timestampValue;
  const date = typeof stamp === 'string' ? new Date(stamp) : null;
  const role = text(fields, 'userRole');
  return {
    name: text(fields, 'name'),
    email: text(fields, 'email'),
    createdAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : '',
    userRole: ROLES.includes(role as Role) ? (role as Role) : 'user',
  };
}

/** The profile, or null when `users/{uid}` does not exist. Fails with a `FirestoreRestError`. */
export async function readProfile(
  uid: string,
  { projectId, emulatorHost, idToken }: ProfileReadTarget,
): Promise<UserProfile | null> {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  let response: Response;
  try {
    response = await fetch(`${origin}/v1/${root}:batchGet`, {
      method: 'POST',
      // text/plain, as the SDK sends it: no JSON content type to announce.
      headers: {
        'Content-Type': 'text/plain',
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ documents: [`${root}/users/${uid}`] }),
    });
  } catch (error) {
    throw new FirestoreRestError('unavailable', error instanceof Error ? error.message : '');
  }
  const body = (await response.json().catch(() => null)) as unknown;
  // A failure comes as `{ error }`, or as the first item of the streamed array.
  const failure = (Array.isArray(body) ? body[0] : body) as {
    error?: { status?: unknown; message?: unknown };
  } | null;
  if (!response.ok || failure?.error) {
    const message = typeof failure?.error?.message === 'string' ? failure.error.message : '';
    throw new FirestoreRestError(codeOf(failure?.error?.status, response.status), message);
  }
  const found = (Array.isArray(body) ? body : []).find(
    (item: { found?: unknown; missing?: unknown }) => item.found || item.missing,
  ) as { found?: { fields?: Record<string, Value> } } | undefined;
  if (!found) throw new FirestoreRestError('unknown', 'Firestore sent no document.');
  return found.found ? profileFromFields(found.found.fields) : null;
}
