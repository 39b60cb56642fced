import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/config/pages';
import { ErrorIllustration } from './Illustrations';
import { errorPagesMessages } from './messages';

export const messages = errorPagesMessages;

export default function MaintenancePage() {
  const { t } = useTranslation();
  const items = [
    { title: t('errors.maintenance.why'), text: t('errors.maintenance.whyText') },
    { title: t('errors.maintenance.downtime'), text: t('errors.maintenance.downtimeText') },
    { title: t('errors.maintenance.support'), text: t('errors.maintenance.supportText') },
  ];
  return (
    <main className="container py-5 text-center">
      <ErrorIllustration kind="maintenance" />
      <h1 className="h3 mt-4">{t('errors.maintenance.title')}</h1>
      <p className="text-body-secondary">{t('errors.maintenance.text')}</p>
      <div className="row justify-content-center g-3 mt-2">
        {items.map((item) => (
          <div className="col-md-4" key={item.title}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6 text-uppercase">{item.title}</h2>
                <p className="text-body-secondary mb-0">{item.text}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
      <Link to={HOME_PATH} className="btn btn-primary mt-4">
        {t('errorPages.maintenanceBack')}
      </Link>
    </main>
  );
}
