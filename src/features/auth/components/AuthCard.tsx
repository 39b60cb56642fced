import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { AuthLogo } from './AuthLogo';

/** The centred white card every auth page uses: logo, heading, text, the form; links below it. */
export function AuthCard({
  heading,
  subtitle,
  children,
  footer,
}: {
  heading: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <Card className="auth-card border-0 shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <div className="mb-4">
            <AuthLogo />
          </div>
          <h1 className="h5 mb-1 mt-0 auth-heading">{heading}</h1>
          {subtitle ? <p className="text-body-secondary mb-4">{subtitle}</p> : null}
          {children}
        </Card.Body>
      </Card>
      {footer ? <div className="auth-footer text-center mt-3">{footer}</div> : null}
    </>
  );
}
