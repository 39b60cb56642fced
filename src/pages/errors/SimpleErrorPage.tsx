import { useTranslation } from '@/i18n/useTranslation';
import { ErrorScreen } from './ErrorScreen';
import { ErrorIllustration, type IllustrationKind } from './Illustrations';
import { useSignInWayBack } from './useWayBack';

/**
 * An error page that says only what its texts say: code, title, text and the home button
 * at `errors.<page>.*`, with the way to sign in when signed out.
 */
export function SimpleErrorPage({
  page,
  illustration,
}: {
  page: 'accessDenied' | 'serverError';
  illustration: IllustrationKind;
}) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      illustration={<ErrorIllustration kind={illustration} />}
      code={t(`errors.${page}.code`)}
      title={t(`errors.${page}.title`)}
      text={<p className="mb-0">{t(`errors.${page}.text`)}</p>}
      homeLabel={t(`errors.${page}.home`)}
      secondary={useSignInWayBack()}
    />
  );
}
