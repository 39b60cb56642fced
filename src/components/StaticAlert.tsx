import type { ReactNode } from 'react';

export interface StaticAlertProps {
  variant: 'danger' | 'warning' | 'info' | 'success' | 'primary' | 'secondary' | 'light';
  className?: string;
  children: ReactNode;
}

/**
 * Bootstrap's alert markup for a message that is simply there (no dismiss, no fade):
 * react-bootstrap's Alert brings its transition code (react-transition-group, about 3 KiB
 * gzip) into the sign-in pages and the app shell, which never animate one.
 */
export function StaticAlert({ variant, className, children }: StaticAlertProps) {
  return (
    <div
      role="alert"
      className={['alert', `alert-${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
