import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { formsFeature } from '@/features/forms';
import { BootstrapValidationForm, SignupForm, formsMessages } from '@/features/forms/ui';

export const features = [formsFeature];
export const messages = formsMessages;

export default function ValidationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <Row>
        <Col xl={6}>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('forms.bootstrap.title')}
              </Card.Title>
              <p className="text-body-secondary">{t('forms.bootstrap.intro')}</p>
              <BootstrapValidationForm />
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('forms.bootstrap.tooltipsTitle')}
              </Card.Title>
              <BootstrapValidationForm tooltips />
            </Card.Body>
          </Card>
        </Col>
        <Col xl={6}>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5" id="signup-title">
                {t('forms.signup.title')}
              </Card.Title>
              <p className="text-body-secondary">{t('forms.signup.intro')}</p>
              <SignupForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
