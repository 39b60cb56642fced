import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { authFormOpened, selectAuthRequest, selectAuthStatus } from '@/features/auth';
import { AuthCard, ForgetPasswordForm } from '@/features/auth/ui';

export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  if (request === 'passwordReset' && status === 'succeeded') {
    // The address travels in router state, not in the URL (no e-mail in history or logs).
    return <Navigate to={pagePath('auth-confirm')} state={{ email: sentTo }} replace />;
  }

  return (
    <AuthCard
      heading={t('auth.forgetPassword.heading')}
      subtitle={t('auth.forgetPassword.subtitle')}
      footer={
        <p className="mb-0 text-body-secondary">
          {t('auth.forgetPassword.backTo')}{' '}
          <Link to={pagePath('auth-login')} className="fw-semibold">
            {t('auth.forgetPassword.login')}
          </Link>
        </p>
      }
    >
      <ForgetPasswordForm onSubmitted={setSentTo} />
    </AuthCard>
  );
}
