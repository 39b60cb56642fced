import { useTranslation } from '@/i18n/useTranslation';
import { CardPage } from '@/components/CardPage';
import en from './locales/en.json';
import it from './locales/it.json';

export const messages = { en, it };

/** The page a maintainer copies: title and breadcrumb from the registry, and where things go. */
export default function StarterPage() {
  const { t } = useTranslation();
  return (
    <CardPage>
      <h2 className="h5">{t('starterPage.title')}</h2>
      <p>{t('starterPage.intro')}</p>
      <ol className="mb-3">
        <li className="mb-1">{t('starterPage.registry')}</li>
        <li className="mb-1">{t('starterPage.route')}</li>
        <li className="mb-1">{t('starterPage.texts')}</li>
      </ol>
      <p className="text-body-secondary mb-0">{t('starterPage.data')}</p>
    </CardPage>
  );
}
