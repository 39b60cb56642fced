/**
 * The REST profile read on its own: what it sends, and how it reads answers the SDK would
 * have turned into a FirestoreError. The read through the demo backend's rules is covered in
 * profileStore.test.ts, and against the real emulator by the emulator e2e run.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { mapFirebaseError } from './errors';
import { profileFromFields, readProfile } from './profileRest';

const CLOUD = 'https://firestore.googleapis.com/v1/projects/demo-p/databases/(default)/documents';
// A path string would read "(default)" as a pattern group: match the address literally.
const exactly = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const BATCH_GET = exactly(`${CLOUD}:batchGet`);

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return mapFirebaseError(error, 'auth.errors.profileRead');
  }
  throw new Error('expected a failure');
}

describe('readProfile (Firestore REST)', () => {
  it('asks batchGet for users/{uid} with the bearer token, as the SDK does', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | null = null;
    server.use(
      http.post(BATCH_GET, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: JSON.parse(await request.text()),
        };
        return HttpResponse.json([
          {
            found: {
              name: `${CLOUD.split('/v1/')[1]}/users/u1`,
              fields: {
                name: { stringValue: 'Ada' },
                email: { stringValue: 'ada@shreyu.test' },
                userRole: { stringValue: 'Admin' },
                createdAt: { timestampValue: '2026-03-04T05:06:07.123456Z' },
              },
            },
            readTime: '2026-11-22T00:00:00Z',
          },
        ]);
      }),
    );
    const profile = await readProfile('u1', { projectId: 'demo-p', idToken: 'tok' });
    expect(seen).toEqual({
      auth: 'Bearer tok',
      type: 'text/plain',
      body: { documents: ['projects/demo-p/databases/(default)/documents/users/u1'] },
    });
    expect(profile).toEqual({
      name: 'Ada',
      email: 'ada@shreyu.test',
      userRole: 'Admin',
      createdAt: '2026-03-04T05:06:07.123Z',
    });
  });

  it('reads a missing document as null', async () => {
    server.use(
      http.post(BATCH_GET, () =>
        HttpResponse.json([{ missing: 'x', readTime: '2026-11-22T00:00:00Z' }]),
      ),
    );
    expect(await readProfile('u1', { projectId: 'demo-p', idToken: 'tok' })).toBeNull();
  });

  it('goes to the emulator when one is given, without a token when signed out', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(
        exactly('http://127.0.0.1:8080/v1/projects/demo-p/databases/(default)/documents:batchGet'),
        ({ request }) => {
          auth = request.headers.get('authorization');
          return HttpResponse.json(
            { error: { code: 403, status: 'PERMISSION_DENIED', message: 'No.' } },
            { status: 403 },
          );
        },
      ),
    );
    const failure = await failureOf(
      readProfile('u1', { projectId: 'demo-p', emulatorHost: '127.0.0.1:8080', idToken: null }),
    );
    expect(auth).toBeNull();
    expect(failure).toEqual({
      code: 'permission-denied',
      messageKey: 'auth.errors.permissionDenied',
    });
  });

  it('names the failure by its HTTP status when the body says nothing', async () => {
    server.use(http.post(BATCH_GET, () => new HttpResponse('oops', { status: 503 })));
    expect(await failureOf(readProfile('u1', { projectId: 'demo-p', idToken: 't' }))).toEqual({
      code: 'unavailable',
      messageKey: 'auth.errors.network',
    });
  });

  it('reports a dropped connection as the network being unavailable', async () => {
    server.use(http.post(BATCH_GET, () => HttpResponse.error()));
    expect(await failureOf(readProfile('u1', { projectId: 'demo-p', idToken: 't' }))).toMatchObject(
      { code: 'unavailable', messageKey: 'auth.errors.network' },
    );
  });

  it('keeps a server message it cannot name', async () => {
    server.use(
      http.post(BATCH_GET, () =>
        HttpResponse.json([{ error: { status: 'FAILED_PRECONDITION', message: 'Not ready.' } }]),
      ),
    );
    expect(await failureOf(readProfile('u1', { projectId: 'demo-p', idToken: 't' }))).toEqual({
      code: 'failed-precondition',
      messageKey: 'auth.errors.profileRead',
      message: 'Not ready.',
    });
  });
});

describe('profileFromFields', () => {
  it('reads malformed fields as empty and an unknown role as user', () => {
    expect(
      profileFromFields({
        name: { stringValue: 7 },
        userRole: { stringValue: 'Root' },
        createdAt: { timestampValue: 'yesterday' },
      }),
    ).toEqual({ name: '', email: '', createdAt: '', userRole: 'user' });
  });
});
