import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { demoDataResetRequested, selectDemoDataReset } from '../demoDataSlice';

/**
 * "Reset demo data" (customizer): after a confirmation, the signed-in user's own demo data
 * (e-mail, dashboards, forms, tables, maps...) goes back to its seed; the workspace's shared
 * projects, tasks, calendar and files stay. An Admin may tick the shared areas too: the
 * dialog then says that every member's work there goes. Accounts, profiles and theme
 * settings stay. The outcome is a toast (the customizer has no place for it); the button is
 * busy meanwhile.
 */
export function ResetDemoData({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectDemoDataReset);
  const [confirming, setConfirming] = useState(false);
  const [shared, setShared] = useState(false);
  const busy = request.status === 'loading';
  const close = () => {
    setConfirming(false);
    setShared(false);
  };

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
          dispatch(demoDataResetRequested(admin && shared ? 'workspace' : 'account'));
          close();
        }}
        onCancel={close}
      >
        <p className={admin ? undefined : 'mb-0'}>{t('layout.customizer.demoData.confirmText')}</p>
        {admin && (
          <>
            <Form.Check
              type="checkbox"
              id="reset-demo-data-workspace"
              label={t('layout.customizer.demoData.workspace')}
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
            />
            {shared && (
              <Alert variant="warning" className="mt-3 mb-0">
                {t('layout.customizer.demoData.workspaceWarning')}
              </Alert>
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
