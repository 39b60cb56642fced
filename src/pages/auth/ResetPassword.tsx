import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { resetCodeCheckRequested, selectResetEmail } from '@/features/auth';
import {
  AuthCard,
  AuthErrorAlert,
  emailLinkMessages,
  NewPasswordForm,
  useAuthRequest,
} from '@/features/auth/ui';

export const messages = emailLinkMessages;

/**
 * Where the password-reset e-mail's link lands (`?mode=resetPassword&oobCode=...`): the code
 * is checked first (whose it is, still valid), then the new password is taken.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const check = useAuthRequest('resetCode');
  const saved = useAuthRequest('newPassword');
  const email = useAppSelector(selectResetEmail);
  useEffect(() => {
    if (code) dispatch(resetCodeCheckRequested(code));
  }, [code, dispatch]);

  const login = (
    <Link to={pagePath('auth-login')} className="btn btn-primary w-100">
      {t('authLinks.resetPassword.login')}
    </Link>
  );
  const askAgain = (
    <Link to={pagePath('auth-forget-password')} className="btn btn-primary w-100">
      {t('authLinks.resetPassword.askAgain')}
    </Link>
  );
  let body;
  if (!code)
    body = (
      <>
        <p className="text-body-secondary">{t('authLinks.resetPassword.noCode')}</p>
        {askAgain}
      </>
    );
  else if (saved.succeeded)
    body = (
      <>
        <p className="text-body-secondary" role="status">
          {t('authLinks.resetPassword.done')}
        </p>
        {login}
      </>
    );
  else if (check.failed)
    body = (
      <>
        <AuthErrorAlert error={check.error} />
        {askAgain}
      </>
    );
  else if (email)
    body = (
      <>
        <p className="text-body-secondary">{t('authLinks.resetPassword.forAccount', { email })}</p>
        <NewPasswordForm code={code} />
      </>
    );
  else
    body = (
      <p className="text-body-secondary" role="status">
        {t('authLinks.resetPassword.checking')}
      </p>
    );
  return <AuthCard heading={t('authLinks.resetPassword.heading')}>{body}</AuthCard>;
}
