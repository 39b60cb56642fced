import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export default function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={t('errors.accessDenied.code')}
      title={t('errors.accessDenied.title')}
      text={<p className="mb-0">{t('errors.accessDenied.text')}</p>}
      homeLabel={t('errors.accessDenied.home')}
    />
  );
}
