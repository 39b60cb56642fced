/**
 * Under the emulators (`npm run dev:full`) without a Firestore emulator, a profile read is
 * said as what it is: profiles are not stored (no Firestore), not the authentication service
 * being away, and no retry is offered for it.
 */
import { env } from '@/config/env';
import { createFirebaseServices, NOT_STORED } from './index';

jest.mock('./profileStore', () => ({
  createFirestoreProfileStore: () => ({
    // What profileStore.get throws when nothing answers at the Firestore host (an AppError,
    // a plain object by design: errors.ts).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    get: () => Promise.reject({ code: 'unavailable', messageKey: 'auth.errors.network' }),
    create: () => Promise.reject(new Error('not used')),
    updateName: () => Promise.reject(new Error('not used')),
  }),
}));

describe('profiles without a Firestore', () => {
  it('under the emulators: "profiles are not stored", lasting (no retry helps)', async () => {
    const services = createFirebaseServices(
      { ...env, backend: 'emulators' },
      { appName: 'no-firestore-emulators' },
    );
    await expect(services.profiles.get('uid-1')).rejects.toEqual(NOT_STORED);
    expect(NOT_STORED).toMatchObject({ messageKey: 'errors.profile.notStored', lasting: true });
  });

  it('against a real Firestore, an unreachable service stays a network failure', async () => {
    const services = createFirebaseServices(env, { appName: 'no-firestore-demo' });
    await expect(services.profiles.get('uid-1')).rejects.toEqual({
      code: 'unavailable',
      messageKey: 'auth.errors.network',
    });
  });
});
