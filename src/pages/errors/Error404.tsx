import { useTranslation } from '@/i18n/useTranslation';
import { useLocation } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { ErrorScreen } from './ErrorScreen';
import { ErrorIllustration } from './Illustrations';
import { errorPagesMessages } from './messages';
import { useSignInWayBack } from './useWayBack';

export const messages = errorPagesMessages;

/** The path as the person typed it (the browser encodes <, > and spaces). */
function readable(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Also the page for any unknown path: it names the path it could not find (as text). */
export default function Error404Page() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const secondary = useSignInWayBack();
  const missing = pathname !== pagePath('pages-error-404');
  return (
    <ErrorScreen
      illustration={<ErrorIllustration kind="not-found" />}
      code={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      text={
        <>
          {missing && (
            <p className="mb-2 text-break">
              {t('errorPages.missingPath', { path: readable(pathname) })}
            </p>
          )}
          <p className="mb-0">{t('errors.notFound.text')}</p>
        </>
      }
      homeLabel={t('errors.notFound.home')}
      secondary={secondary}
    />
  );
}
