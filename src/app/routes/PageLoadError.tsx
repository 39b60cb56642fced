import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { StaticAlert } from '@/components/StaticAlert';

/**
 * Shown in the layout (menu and top bar stay) when a page's code could not be loaded or the
 * page failed while drawing. "Try again" runs `onRetry`; the raw error is in the console only.
 */
export function PageLoadError({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <StaticAlert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <h1 className="h5 alert-heading">{t('errors.route.loadFailed')}</h1>
          <p className="mb-0">{t('errors.route.loadFailedText')}</p>
        </div>
        <Button variant="danger" onClick={onRetry} disabled={retrying}>
          {retrying && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('common.retry')}
        </Button>
      </StaticAlert>
    </div>
  );
}
