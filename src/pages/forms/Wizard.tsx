import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { formsFeature } from '@/features/forms';
import { Wizard, formsMessages } from '@/features/forms/ui';

export const features = [formsFeature];
export const messages = formsMessages;

const VARIANTS = ['basic', 'progress', 'validation'] as const;

export default function WizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <Row>
        {VARIANTS.map((variant) => (
          <Col xl={4} lg={6} key={variant}>
            <Card>
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {t(`forms.wizard.${variant}`)}
                </Card.Title>
                <Wizard variant={variant} />
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
