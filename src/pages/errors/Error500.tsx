import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { ErrorIllustration } from './Illustrations';
import { errorPagesMessages } from './messages';
import { useSignInWayBack } from './useWayBack';

export const messages = errorPagesMessages;

export default function Error500Page() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      illustration={<ErrorIllustration kind="server" />}
      code={t('errors.serverError.code')}
      title={t('errors.serverError.title')}
      text={<p className="mb-0">{t('errors.serverError.text')}</p>}
      homeLabel={t('errors.serverError.home')}
      secondary={useSignInWayBack()}
    />
  );
}
