import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
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
      <ConfirmDialog
        show={confirming}
        title={t('layout.customizer.demoData.confirmTitle')}
        confirmLabel={t('layout.customizer.demoData.confirm')}
        onConfirm={() => {
          setConfirming(false);
          dispatch(demoDataResetRequested());
        }}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">{t('layout.customizer.demoData.confirmText')}</p>
      </ConfirmDialog>
    </>
  );
}
