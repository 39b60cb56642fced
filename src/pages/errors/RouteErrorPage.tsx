import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { ErrorScreen } from './ErrorScreen';

/** What a route outside any layout shows when it throws: translated text; the error itself goes to the console. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[routes] unexpected application error', error);
  }, [error]);
  return (
    <ErrorScreen
      title={t('errors.route.unexpected')}
      text={<p className="mb-0">{t('errors.route.unexpectedText')}</p>}
      homeLabel={t('errors.route.home')}
    />
  );
}
