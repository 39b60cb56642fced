import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** What a route that throws shows instead of a blank screen. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.route.unexpected')}
      text={<p className="mb-0 font-monospace text-break">{describe(error)}</p>}
      homeLabel={t('errors.route.home')}
    />
  );
}
