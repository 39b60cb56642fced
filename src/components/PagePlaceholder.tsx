import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * Shown while a route's code loads. It takes the page's room (min-height) so the footer
 * and whatever follows do not jump when the page arrives.
 */
export function PagePlaceholder({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`page-placeholder d-flex align-items-center justify-content-center ${fullScreen ? 'vh-100' : ''}`}
      style={fullScreen ? undefined : { minHeight: '60vh' }}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loadingPage')}</span>
    </div>
  );
}
