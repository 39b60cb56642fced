import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { PATHS } from '@/config/paths';
import { selectAuthInitialized, selectCurrentUser } from '@/features/auth';
import type { Role } from '@/services/types';

/** Protected routes: without a session, off to the login page with the way back in `redirectTo`. */
export function RequireAuth() {
  const initialized = useAppSelector(selectAuthInitialized);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (!initialized) return <PagePlaceholder fullScreen />;
  if (!user) {
    const redirectTo = `${location.pathname}${location.search}`;
    return <Navigate to={`${PATHS.auth.login}?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  return <Outlet />;
}

/** Routes for some roles only; anyone else goes to `/`. The role comes from the profile. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user || !roles.includes(user.role)) return <Navigate to={PATHS.root} replace />;
  return <Outlet />;
}
