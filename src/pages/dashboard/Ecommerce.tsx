import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { StatsWidgets } from '@/features/dashboard';

export default function EcommercePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={t('pages.dashboard.ecommerce')}
        breadcrumbs={[
          { label: t('pages.sections.dashboards') },
          { label: t('pages.dashboard.ecommerce') },
        ]}
      />
      <StatsWidgets />
    </>
  );
}
