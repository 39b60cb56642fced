import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { loginPathFor, selectAuthInitialized, selectCurrentUser } from '@/features/auth';
import { membershipFeature, membershipMessages } from '@/features/membership';
import { WaitingForAccess } from './WaitingForAccess';
import { PagePlaceholder } from '@/components/PagePlaceholder';

export const features = [membershipFeature];
export const messages = membershipMessages;

/**
 * "Waiting for access" (issue 49): where a signed-in account outside the workspace lands (the
 * HTTP helper sends it here on a 403 `not_a_member` / `email_not_verified`).
 */
export default function WaitingPage() {
  const user = useAppSelector(selectCurrentUser);
  const initialized = useAppSelector(selectAuthInitialized);
  const location = useLocation();
  if (!user) {
    if (!initialized) return <PagePlaceholder />;
    return <Navigate to={loginPathFor(location.pathname)} replace />;
  }
  return <WaitingForAccess email={user.email ?? ''} />;
}
