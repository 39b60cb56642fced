import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { StaticAlert } from '@/components/StaticAlert';

/**
 * Shown in the layout (menu and top bar stay) when a page's code could not be loaded or the
 * page failed while drawing: "Try again" runs `onRetry`. `newVersion`: its code is gone from
 * the server (a new version was deployed since the tab opened it): "Reload" runs `onRetry`.
 * The raw error is in the console only.
 */
export function PageLoadError({
  onRetry,
  retrying = false,
  newVersion = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
  newVersion?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <StaticAlert
        variant={newVersion ? 'info' : 'danger'}
        className="d-flex flex-wrap align-items-center gap-3"
      >
        <div className="flex-grow-1">
          <h1 className="h5 alert-heading">
            {t(newVersion ? 'errors.route.newVersion' : 'errors.route.loadFailed')}
          </h1>
          <p className="mb-0">
            {t(newVersion ? 'errors.route.newVersionText' : 'errors.route.loadFailedText')}
          </p>
        </div>
        <Button variant={newVersion ? 'info' : 'danger'} onClick={onRetry} disabled={retrying}>
          {retrying && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t(newVersion ? 'common.reload' : 'common.retry')}
        </Button>
      </StaticAlert>
    </div>
  );
}
