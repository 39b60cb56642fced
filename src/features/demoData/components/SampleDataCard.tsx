import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { sampleDataRequested, selectSampleData, type SampleDataAction } from '../demoDataSlice';

/**
 * The users page's "Sample data" card (Admins): load the demo's projects, tasks, events and
 * files into the workspace, or clear it. Both remove every member's work there, so each asks
 * first and says so; a refusal stays on the card.
 */
export function SampleDataCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectSampleData);
  const [asking, setAsking] = useState<SampleDataAction | null>(null);
  const busy = request.status === 'loading';
  const error = request.status === 'failed' ? request.error : null;

  return (
    <Card>
      <Card.Body>
        <h4 className="header-title mb-2">{t('admin.sampleData.heading')}</h4>
        <p className="text-muted">{t('admin.sampleData.text')}</p>
        {error && (
          <Alert variant="danger" role="alert">
            {error.message ?? t(error.messageKey)}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" disabled={busy} onClick={() => setAsking('load')}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('admin.sampleData.load')}
          </Button>
          <Button variant="outline-danger" disabled={busy} onClick={() => setAsking('clear')}>
            {t('admin.sampleData.clear')}
          </Button>
        </div>
      </Card.Body>
      <ConfirmDialog
        show={asking !== null}
        title={t(asking === 'clear' ? 'admin.sampleData.clearTitle' : 'admin.sampleData.loadTitle')}
        confirmLabel={t(asking === 'clear' ? 'admin.sampleData.clear' : 'admin.sampleData.load')}
        onConfirm={() => {
          if (asking) dispatch(sampleDataRequested(asking));
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        <Alert variant="warning" className="mb-0">
          {t('admin.sampleData.warning')}
        </Alert>
      </ConfirmDialog>
    </Card>
  );
}
