import { useState, type ReactNode } from 'react';
import Toast from 'react-bootstrap/Toast';
import { useTranslation } from '@/i18n/useTranslation';

export interface AppToastProps {
  title: ReactNode;
  children: ReactNode;
  variant?: string;
  /** Milliseconds before it hides itself; only when `autohide` is on. */
  delay?: number;
  autohide?: boolean;
  /** Controlled visibility; when omitted the toast manages it. */
  show?: boolean;
  onClose?: () => void;
}

/**
 * The template's toast: default delay 5000 ms, hides itself only with `autohide`, fades in
 * 300 ms (see styles/_components.scss). react-bootstrap renders every toast as an
 * `role="alert"` live region, so screen readers announce it when it appears.
 */
export function AppToast({
  title,
  children,
  variant = 'light',
  delay = 5000,
  autohide = false,
  show,
  onClose,
}: AppToastProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const dark = ['primary', 'secondary', 'success', 'danger', 'dark', 'info'].includes(variant);
  return (
    <Toast
      show={show ?? open}
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
      delay={delay}
      autohide={autohide}
      bg={variant}
      className="app-toast"
    >
      <Toast.Header closeLabel={t('common.close')} closeVariant={dark ? 'white' : undefined}>
        <strong className="me-auto">{title}</strong>
      </Toast.Header>
      <Toast.Body className={dark ? 'text-white' : undefined}>{children}</Toast.Body>
    </Toast>
  );
}
