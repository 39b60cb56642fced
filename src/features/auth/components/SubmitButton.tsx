import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';

/** The form's full-width primary button: disabled with a spinner while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="primary"
      className="w-100"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {children}
      {busy ? <span className="visually-hidden"> {t('auth.busy')}</span> : null}
    </Button>
  );
}
