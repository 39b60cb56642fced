import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/** A titled page whose demo content arrives with a later issue. Title and breadcrumb: the registry. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <Card>
        <Card.Body>
          <p className="mb-0 text-body-secondary">{t('pages.placeholder')}</p>
        </Card.Body>
      </Card>
    </>
  );
}
