import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export default function Error500Page() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={t('errors.serverError.code')}
      title={t('errors.serverError.title')}
      text={<p className="mb-0">{t('errors.serverError.text')}</p>}
      homeLabel={t('errors.serverError.home')}
    />
  );
}
