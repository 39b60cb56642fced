import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export default function Error404Page() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      text={<p className="mb-0">{t('errors.notFound.text')}</p>}
      homeLabel={t('errors.notFound.home')}
    />
  );
}
