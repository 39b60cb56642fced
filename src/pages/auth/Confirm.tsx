import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { HOME_PATH, pagePath } from '@/config/pages';
import {
  selectIsAuthenticated,
  emailVerificationRequested,
  selectVerification,
  verificationEmailRequested,
} from '@/features/auth';
import { AuthCard, AuthErrorAlert, emailLinkMessages, useAuthRequest } from '@/features/auth/ui';

function MailIcon() {
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** In the offline demo the "sent" e-mails are in its outbox: a way there. */
function OutboxLink() {
  const { t } = useTranslation();
  if (env.backend !== 'demo') return null;
  return (
    <p className="text-center mt-3 mb-0">
      <Link to={pagePath('auth-outbox')}>{t('authLinks.confirm.outbox')}</Link>
    </p>
  );
}

/** Opened from the verification link: applies its code once, and says how it went. */
function ApplyVerification({ code }: { code: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { succeeded, error } = useAuthRequest('verifyEmail');
  const asked = useRef(false);
  useEffect(() => {
    // Once per page: a code is single use, a second try would report it invalid.
    if (asked.current) return;
    asked.current = true;
    dispatch(emailVerificationRequested(code));
  }, [code, dispatch]);
  if (succeeded)
    return (
      <AuthCard heading={t('authLinks.confirm.verifiedHeading')}>
        <p className="text-body-secondary" role="status">
          {t('authLinks.confirm.verified')}
        </p>
        <Link to={signedIn ? HOME_PATH : pagePath('auth-login')} className="btn btn-primary w-100">
          {signedIn ? t('authLinks.confirm.continue') : t('auth.confirm.back')}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard heading={t('authLinks.confirm.verifyHeading')}>
      <AuthErrorAlert error={error} />
      {error ? (
        signedIn ? (
          <ResendButton />
        ) : (
          <Link to={pagePath('auth-login')} className="btn btn-primary w-100">
            {t('auth.confirm.back')}
          </Link>
        )
      ) : (
        <p className="text-body-secondary" role="status">
          {t('authLinks.confirm.verifying')}
        </p>
      )}
    </AuthCard>
  );
}

function ResendButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading } = useAuthRequest('verificationEmail');
  return (
    <Button
      variant="primary"
      className="w-100"
      disabled={loading}
      onClick={() => dispatch(verificationEmailRequested())}
    >
      {t('authLinks.confirm.resend')}
    </Button>
  );
}

/** After registration: where the verification e-mail went, and "Resend". */
function VerificationSent({ email, sent }: { email: string; sent: boolean }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const resend = useAuthRequest('verificationEmail');
  return (
    <AuthCard heading={t('authLinks.confirm.verifyHeading')}>
      <div className="text-center text-primary my-3">
        <MailIcon />
      </div>
      <AuthErrorAlert error={resend.error} />
      <p className="text-body-secondary" role="status">
        {resend.succeeded
          ? t('authLinks.confirm.resent', { email })
          : sent
            ? t('authLinks.confirm.verifyText', { email })
            : t('authLinks.confirm.verifyNotSent', { email })}
      </p>
      {signedIn ? <ResendButton /> : null}
      <OutboxLink />
    </AuthCard>
  );
}

export const messages = emailLinkMessages;

export default function ConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const verification = useAppSelector(selectVerification);
  const mode = params.get('mode');
  const code = params.get('oobCode');
  // One action URL for every Firebase mail (the console sets one): a reset link goes on to
  // the reset page with its code.
  if (mode === 'resetPassword')
    return <Navigate to={`${pagePath('auth-reset-password')}?${params.toString()}`} replace />;
  if (mode === 'verifyEmail' && code) return <ApplyVerification code={code} />;
  if (verification) return <VerificationSent {...verification} />;

  const email = typeof state?.email === 'string' && state.email ? state.email : null;
  return (
    <AuthCard heading={t('auth.confirm.heading')}>
      <div className="text-center text-primary my-3">
        <MailIcon />
      </div>
      <p className="text-body-secondary">
        {email ? t('auth.confirm.text', { email }) : t('auth.confirm.textNoEmail')}
      </p>
      <Link to={pagePath('auth-login')} className="btn btn-primary w-100">
        {t('auth.confirm.back')}
      </Link>
      {email ? <OutboxLink /> : null}
    </AuthCard>
  );
}
