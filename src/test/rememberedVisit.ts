import { act } from '@testing-library/react';
import { http } from 'msw';
import { SESSION_HINT_KEY } from '@/features/auth/authSaga';
import { SHELL_KEY } from '@/features/auth/saga/session';
import { apiUrl } from '@/mocks/apiBase';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { SESSION_KEY } from '@/services/session/sessionStore';
import type { AuthAccount, ProfileStore, Role } from '@/services/types';
import { renderApp } from './renderWithProviders';
import { scriptedAuth, testToken } from './session';

/**
 * A remembered session, as the next visit finds it: the hint and the frame's shell in
 * localStorage, and an auth port whose first report the test sends (the SDK's session check).
 */
export function rememberedVisit(
  role: Role,
  route: string,
  {
    tabToken,
    shellToken,
    refuseTabToken = false,
  }: { tabToken?: string; shellToken?: string; refuseTabToken?: boolean } = {},
) {
  const account = role === 'Admin' ? DEMO_ADMIN : DEMO_USER;
  const { uid, email, name } = account;
  localStorage.setItem(SESSION_HINT_KEY, uid);
  localStorage.setItem(SHELL_KEY, JSON.stringify({ uid, name, email, role, token: shellToken }));
  // A reload: this tab's session entry, with the token its last page used.
  if (tabToken)
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ uid, name, email, role, token: tabToken }),
    );
  const token = testToken({ uid, email, displayName: name });
  let report: ((account: AuthAccount | null) => void) | null = null;
  const auth = scriptedAuth({
    subscribe: (listener) => {
      report = listener;
      return () => undefined;
    },
    getIdToken: () => Promise.resolve(token),
  });
  const never = () => Promise.reject(new Error('not used here'));
  const profiles: ProfileStore = {
    create: never,
    get: () => Promise.resolve({ name, email, userRole: role, createdAt: '2026-01-01T00:00:00Z' }),
    updateName: never,
  };
  // Every dashboard read, with the token it carried and whether the check had started.
  const reads: (string | null)[] = [];
  const readsBeforeCheck: (string | null)[] = [];
  server.use(
    http.get(apiUrl('dashboard/stats'), ({ request }) => {
      const authorization = request.headers.get('authorization');
      reads.push(authorization);
      if (report === null) readsBeforeCheck.push(authorization);
      if (refuseTabToken && authorization === `JWT ${tabToken}`)
        return Response.json({ message: 'Token revoked' }, { status: 401 });
      return undefined; // on to the demo API's own handler
    }),
  );
  const visit = renderApp({ route, overrides: { auth, profiles } });
  const checked = (result: AuthAccount | null) =>
    act(() => {
      if (!report) throw new Error('the session check has not started');
      report(result);
    });
  return {
    ...visit,
    reads,
    readsBeforeCheck,
    token,
    checkStarted: () => report !== null,
    sessionChecked: () => checked({ uid, email, displayName: name }),
    sessionRefused: () => checked(null),
  };
}
