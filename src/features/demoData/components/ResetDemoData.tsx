import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { demoDataResetRequested, selectDemoDataReset } from '../demoDataSlice';

/**
 * "Reset demo data" (customizer): after a confirmation, the signed-in user's demo data goes
 * back to its seed. Accounts, profiles and theme settings stay. The outcome is a toast (the
 * customizer has no place for it); the button is busy meanwhile.
 */
export function ResetDemoData() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectDemoDataReset);
  const [confirming, setConfirming] = useState(false);
  const busy = request.status === 'loading';

  return (
    <>
      <Button
        variant="outline-danger"
        className="w-100"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('layout.customizer.demoData.reset')}
      </Button>
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        centered
        aria-labelledby="reset-demo-data-title"
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5" id="reset-demo-data-title">
            {t('layout.customizer.demoData.confirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{t('layout.customizer.demoData.confirmText')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              dispatch(demoDataResetRequested());
            }}
          >
            {t('layout.customizer.demoData.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
