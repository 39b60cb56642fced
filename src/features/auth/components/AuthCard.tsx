import type { ReactNode } from 'react';
import { AuthFooterLink, type AuthFooterLinkProps } from './AuthFooterLink';
import { AuthLogo } from './AuthLogo';

/**
 * The centred white card every auth page uses: logo, heading, text, the form. Below it, any
 * `footer`, then the line that leads to another auth page (`footerLink`).
 *
 * Bootstrap's card classes on plain elements, not react-bootstrap's `Card`: its module brings
 * every card part (image, overlay, link...) into the sign-in pages' first download, which has
 * a 200 KiB budget (DESIGN.md), for two class names.
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
      <div className="card auth-card border-0 shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <div className="mb-4">
            <AuthLogo />
          </div>
          <h1 className="h5 mb-1 mt-0 auth-heading">{heading}</h1>
          {subtitle ? <p className="text-body-secondary mb-4">{subtitle}</p> : null}
          {children}
        </div>
      </div>
      {footer || footerLink ? (
        <div className="auth-footer text-center mt-3">
          {footer}
          {footerLink ? <AuthFooterLink {...footerLink} /> : null}
        </div>
      ) : null}
    </>
  );
}
