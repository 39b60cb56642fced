import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { pagePath } from '@/config/pages';
import {
  loginPathFor,
  roleCheckRequested,
  selectAuthInitialized,
  selectCurrentUser,
  selectRestoringUser,
  selectRoleChecks,
  selectScreenLocked,
  sessionCheckRequested,
} from '@/features/auth';
import { firstPageShown } from '@/features/events';
import { isTokenValid } from '@/services/session/jwt';
import type { Role } from '@/services/types';

/**
 * Protected routes. Trusts only the auth state the sagas hold (Firebase's user and the
 * profile read from Firestore), never the browser's storage. Without a session: off to the
 * login page with the way back in `redirectTo`. A token past its `exp` is no session: the
 * sagas are asked to refresh it (or end the session) while a placeholder shows.
 * While the sagas check a stored session (`restoring`), the frame and the page draw: they
 * show no data before the check, which the HTTP helper waits for (the session gate).
 */
export function RequireAuth() {
  const dispatch = useAppDispatch();
  const initialized = useAppSelector(selectAuthInitialized);
  const restoring = useAppSelector(selectRestoringUser) !== null;
  const user = useAppSelector(selectCurrentUser);
  const locked = useAppSelector(selectScreenLocked);
  const location = useLocation();
  const stale = user !== null && !isTokenValid(user.token);

  useEffect(() => {
    if (stale) dispatch(sessionCheckRequested());
  }, [stale, dispatch]);

  const here = `${location.pathname}${location.search}`;
  if (!initialized) return restoring ? <Outlet /> : <PagePlaceholder fullScreen />;
  if (stale) return <PagePlaceholder fullScreen />;
  if (!user) return <Navigate to={loginPathFor(here)} replace />;
  if (locked)
    return (
      <Navigate
        to={`${pagePath('auth-lock-screen')}?redirectTo=${encodeURIComponent(here)}`}
        replace
      />
    );
  return <Outlet />;
}

/**
 * Routes for some roles only; anyone else goes to `/`. The role is the token's claim, else the
 * profile's. Before it refuses, the guard has the token refreshed once (the sagas), so an
 * account promoted a moment ago gets the page instead of a refusal an hour long. A user who
 * loses the role while on the page (demoted: the API's 403 or a token refresh brought the new
 * role) goes to the access-denied page, which says why, as the API's 403 does.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const restoring = useAppSelector(selectRestoringUser);
  const checks = useAppSelector(selectRoleChecks);
  // The check this guard waits for: the next one to settle after it first rendered.
  const [awaited] = useState(checks + 1);
  const refused = user !== null && !roles.includes(user.role);
  const checking = refused && checks < awaited;
  // A stored session of another role: nothing of the page draws, so its check need not wait.
  const heldForCheck = !user && restoring !== null && !roles.includes(restoring.role);
  // The page was shown to this user: a refusal now is a role taken away, not a wrong turn.
  const [entered, setEntered] = useState(false);
  if (user !== null && !refused && !entered) setEntered(true);

  useEffect(() => {
    if (checking) dispatch(roleCheckRequested());
  }, [checking, dispatch]);
  useEffect(() => {
    if (heldForCheck) dispatch(firstPageShown());
  }, [heldForCheck, dispatch]);

  // Before the check: the page draws for the role the stored session had; another waits.
  if (heldForCheck) return <PagePlaceholder />;
  if (!user && restoring) return <Outlet />;
  if (!user) return <Navigate to={'/'} replace />;
  if (checking) return <PagePlaceholder />;
  if (refused) return <Navigate to={entered ? pagePath('access-denied') : '/'} replace />;
  return <Outlet />;
}
