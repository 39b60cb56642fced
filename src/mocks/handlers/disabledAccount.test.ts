/**
 * An account an Admin disabled (users page), as the demo identity backend treats it: through
 * the real Firebase SDK, as the app meets it. Sign-in is refused with Identity Toolkit's
 * USER_DISABLED (the SDK's auth/user-disabled), the session's token refresh likewise, and the
 * demo API answers its requests 401; enabled again, a new sign-in works.
 */
import { ADMIN_API, type AdminUser } from '@/contract/admin';
import { DASHBOARD_API } from '@/contract/dashboard';
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { testToken } from '@/test/session';
import { getAuth } from 'firebase/auth';
import { getApp } from 'firebase/app';
import { apiUrl } from '../apiBase';
import { DEMO_ADMIN, DEMO_USER } from '../db';
import { failureOf } from '@/test/failure';
import { freshFirebaseApp } from '@/test/firebaseApp';

const services = () => freshFirebaseApp('disabled');

const idToken = async (appName: string) => {
  const user = getAuth(getApp(appName)).currentUser;
  if (!user) throw new Error('not signed in');
  return user.getIdToken();
};

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path.replace(/^api\//, '')), window.location.href), {
    method,
    headers: {
      Authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const adminToken = () => testToken(DEMO_ADMIN);
const setDisabled = (disabled: boolean) =>
  api('PATCH', ADMIN_API.user(DEMO_USER.uid), adminToken(), { disabled });

describe('a disabled account in the demo backend', () => {
  it('cannot sign in, refresh its token or call the API; enabled again, it signs in', async () => {
    const app = services();
    await app.auth.signIn(DEMO_USER.email, DEMO_USER.password, { remember: false });
    const token = await idToken(app.appName);
    expect((await api('GET', DASHBOARD_API.tasks, token)).status).toBe(200);

    const disabled = await setDisabled(true);
    expect(disabled.status).toBe(200);
    expect((disabled.body as AdminUser).disabled).toBe(true);

    expect(await api('GET', DASHBOARD_API.tasks, token)).toEqual({
      status: 401,
      body: { message: SESSION_MESSAGES.disabled },
    });
    // The session's refresh (the SDK's forced getIdToken) is refused as Secure Token does.
    const current = getAuth(getApp(app.appName)).currentUser;
    expect(await failureOf(current?.getIdToken(true) ?? Promise.resolve())).toMatchObject({
      code: 'auth/user-disabled',
    });
    const again = services();
    expect(
      await failureOf(again.auth.signIn(DEMO_USER.email, DEMO_USER.password, { remember: false })),
    ).toMatchObject({ messageKey: 'auth.errors.userDisabled' });

    expect((await setDisabled(false)).status).toBe(200);
    const back = services();
    await back.auth.signIn(DEMO_USER.email, DEMO_USER.password, { remember: false });
    expect((await api('GET', DASHBOARD_API.tasks, await idToken(back.appName))).status).toBe(200);
  });

  it('a wrong password of a disabled account is still just wrong credentials', async () => {
    await setDisabled(true);
    const answer = await failureOf(
      services().auth.signIn(DEMO_USER.email, 'not-the-password', { remember: false }),
    );
    expect(answer.messageKey).not.toBe('auth.errors.userDisabled');
  });
});
