import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { ErrorIllustration } from './Illustrations';
import { errorPagesMessages } from './messages';
import { useSignInWayBack } from './useWayBack';

export const messages = errorPagesMessages;

export default function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      illustration={<ErrorIllustration kind="denied" />}
      code={t('errors.accessDenied.code')}
      title={t('errors.accessDenied.title')}
      text={<p className="mb-0">{t('errors.accessDenied.text')}</p>}
      homeLabel={t('errors.accessDenied.home')}
      secondary={useSignInWayBack()}
    />
  );
}
