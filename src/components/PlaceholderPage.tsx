import { useTranslation } from 'react-i18next';
import { CardPage } from './CardPage';

/** A titled page whose demo content arrives with a later issue. Title and breadcrumb: the registry. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <CardPage>
      <p className="mb-0 text-body-secondary">{t('pages.placeholder')}</p>
    </CardPage>
  );
}
