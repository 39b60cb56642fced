import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/** A titled page whose demo content arrives with a later issue. */
export function PlaceholderPage({
  titleKey,
  sectionKey,
}: {
  titleKey: string;
  sectionKey?: string;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <>
      <PageTitle
        title={title}
        breadcrumbs={[...(sectionKey ? [{ label: t(sectionKey) }] : []), { label: title }]}
      />
      <Card>
        <Card.Body>
          <p className="mb-0 text-body-secondary">{t('pages.placeholder')}</p>
        </Card.Body>
      </Card>
    </>
  );
}
