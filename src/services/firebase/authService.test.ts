import type { FirebaseApp } from 'firebase/app';
import { createFirebaseAuthService } from './authService';

const STORED_USER_KEY = 'firebase:authUser:fake-key:[DEFAULT]';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A Firebase app that never arrives, and whether the service asked for it (loaded the SDK). */
function pendingApp() {
  const then = jest.fn();
  return {
    app: { then } as unknown as Promise<FirebaseApp>,
    asked: () => then.mock.calls.length > 0,
  };
}

describe('Firebase auth service on a signed-out visit', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reports "signed out" at once without loading the SDK when no session is stored', async () => {
    const { app, asked } = pendingApp();
    const service = createFirebaseAuthService(app);
    const reports: unknown[] = [];
    service.subscribe((account) => reports.push(account));
    await flush();
    expect(reports).toEqual([null]);
    expect(asked()).toBe(false);
    await expect(service.getIdToken()).resolves.toBeNull();
  });

  it('loads the SDK on the first interaction, so it is ready when a form is sent', async () => {
    const { app, asked } = pendingApp();
    createFirebaseAuthService(app).subscribe(() => {});
    await flush();
    expect(asked()).toBe(false);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(asked()).toBe(true);
  });

  it.each([
    ['local', () => localStorage],
    ['session', () => sessionStorage],
  ])('waits for the SDK when a session is stored (%s storage)', async (_, storage) => {
    storage().setItem(STORED_USER_KEY, '{}');
    const { app, asked } = pendingApp();
    const reports: unknown[] = [];
    createFirebaseAuthService(app).subscribe((account) => reports.push(account));
    await flush();
    expect(reports).toEqual([]);
    expect(asked()).toBe(true);
  });
});

describe('Firebase auth service when the backend did not start', () => {
  it('passes the failure on, and asks again on the next call instead of keeping it', async () => {
    const down = { code: 'demo/backend-down', messageKey: 'errors.http.network' };
    // The first time the app is asked for it fails (the backend did not start); then it is pending.
    let asked = 0;
    const then = jest.fn((_: unknown, onRejected?: (reason: unknown) => unknown) => {
      asked += 1;
      return asked === 1 ? onRejected?.(down) : undefined;
    });
    const service = createFirebaseAuthService({ then } as unknown as Promise<FirebaseApp>);
    await expect(service.signIn('ada@shreyu.test', 'analytical-1843')).rejects.toEqual(down);
    void service.signIn('ada@shreyu.test', 'analytical-1843');
    await flush();
    expect(then).toHaveBeenCalledTimes(2);
  });
});
