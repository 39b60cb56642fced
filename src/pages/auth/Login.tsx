import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { StaticAlert } from '@/components/StaticAlert';
import { pagePath } from '@/config/pages';
import {
  authFormOpened,
  safeRedirect,
  selectIsAuthenticated,
  selectSessionEndReason,
} from '@/features/auth';
import { AuthCard, LoginForm } from '@/features/auth/ui';

export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const ended = useAppSelector(selectSessionEndReason);

  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;

  return (
    <AuthCard
      heading={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <p className="mb-1">
            <Link to={pagePath('auth-forget-password')}>{t('auth.login.forgot')}</Link>
          </p>
          <p className="mb-0 text-body-secondary">
            {t('auth.login.noAccount')}{' '}
            <Link to={pagePath('auth-register')} className="fw-semibold">
              {t('auth.login.signUp')}
            </Link>
          </p>
        </>
      }
    >
      {ended ? (
        <StaticAlert variant="warning" className="py-2">
          {t(ended.messageKey)}
        </StaticAlert>
      ) : null}
      <LoginForm />
    </AuthCard>
  );
}
