import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { AuthFooterLink, type AuthFooterLinkProps } from './AuthFooterLink';
import { AuthLogo } from './AuthLogo';

/**
 * The centred white card every auth page uses: logo, heading, text, the form. Below it, any
 * `footer`, then the line that leads to another auth page (`footerLink`).
 */
export function AuthCard({
  heading,
  subtitle,
  children,
  footer,
  footerLink,
}: {
  heading: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  footerLink?: AuthFooterLinkProps;
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
      {footer || footerLink ? (
        <div className="auth-footer text-center mt-3">
          {footer}
          {footerLink ? <AuthFooterLink {...footerLink} /> : null}
        </div>
      ) : null}
    </>
  );
}
