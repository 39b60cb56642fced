import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from '@/i18n/useTranslation';
import { PageTitle } from '@/components/PageTitle';
import { accountFeature, accountMessages } from '@/features/account';
import { ActivityTimeline } from '@/features/account/ui';

export const features = [accountFeature];
export const messages = accountMessages;

/** The activity timeline in the template's two layouts (start-side line, centred line). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<'left' | 'centre'>('left');
  return (
    <>
      <PageTitle
        actions={
          <ToggleButtonGroup
            type="radio"
            name="timeline-layout"
            value={layout}
            onChange={(value: 'left' | 'centre') => setLayout(value)}
            aria-label={t('account.activity.layout')}
            size="sm"
          >
            <ToggleButton id="timeline-left" value="left" variant="outline-primary">
              {t('account.activity.left')}
            </ToggleButton>
            <ToggleButton id="timeline-centre" value="centre" variant="outline-primary">
              {t('account.activity.centre')}
            </ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Card>
        <Card.Body>
          <h2 className="h5 mb-3">
            {layout === 'left'
              ? t('account.activity.leftTitle')
              : t('account.activity.centreTitle')}
          </h2>
          <ActivityTimeline layout={layout} headingLevel={3} />
        </Card.Body>
      </Card>
    </>
  );
}
