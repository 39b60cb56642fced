import { useEffect } from 'react';
import { useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { PageLoadError } from './PageLoadError';
import { PageCodeGoneError } from './pageCodeGone';

/**
 * A page that threw while loading or drawing: the message inside the layout, translated, and
 * "Try again" (navigating to the same place renders the route afresh and runs its loader,
 * which asks again for code that could not be loaded; see lazyPage). Code that is gone from
 * the server (a new version deployed) asks for a reload instead. The error itself goes to
 * the console.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const navigation = useNavigation();
  useEffect(() => {
    console.error('[routes] the page failed', error);
  }, [error]);
  if (error instanceof PageCodeGoneError)
    return <PageLoadError newVersion onRetry={() => window.location.reload()} />;
  return (
    <PageLoadError
      onRetry={() => void navigate('.', { replace: true })}
      retrying={navigation.state !== 'idle'}
    />
  );
}
