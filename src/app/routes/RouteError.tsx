import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { PageLoadError } from './PageLoadError';

/**
 * A page that threw while loading or drawing: the message inside the layout, translated, and
 * "Try again" (navigating to the same place renders the route afresh). The error itself
 * goes to the console.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('[routes] the page failed', error);
  }, [error]);
  return <PageLoadError onRetry={() => void navigate('.', { replace: true })} />;
}
