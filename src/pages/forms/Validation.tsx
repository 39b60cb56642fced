import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { PageTitle } from '@/components/PageTitle';
import { TitledCard } from '@/components/TitledCard';
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
          <TitledCard title={t('forms.bootstrap.title')}>
            <p className="text-body-secondary">{t('forms.bootstrap.intro')}</p>
            <BootstrapValidationForm />
          </TitledCard>
          <TitledCard title={t('forms.bootstrap.tooltipsTitle')}>
            <BootstrapValidationForm tooltips />
          </TitledCard>
        </Col>
        <Col xl={6}>
          <TitledCard title={t('forms.signup.title')} titleId="signup-title">
            <p className="text-body-secondary">{t('forms.signup.intro')}</p>
            <SignupForm />
          </TitledCard>
        </Col>
      </Row>
    </>
  );
}
