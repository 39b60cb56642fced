import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { PageTitle } from '@/components/PageTitle';
import { TitledCard } from '@/components/TitledCard';
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
            <TitledCard title={t(`forms.wizard.${variant}`)}>
              <Wizard variant={variant} />
            </TitledCard>
          </Col>
        ))}
      </Row>
    </>
  );
}
