import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { HOME_PATH, pagePath } from '@/config/pages';
import {
  authFormOpened,
  selectAuthRequest,
  selectAuthStatus,
  selectIsAuthenticated,
} from '@/features/auth';
import { AuthCard, RegisterForm } from '@/features/auth/ui';

export default function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);

  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);

  // Signed in (just registered, or already): the dashboard. Mid-registration the session
  // exists a moment before the profile is written, so wait for the saga to finish.
  if (isAuthenticated && !(request === 'register' && status === 'loading'))
    return <Navigate to={HOME_PATH} replace />;

  return (
    <AuthCard
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p className="mb-0 text-body-secondary">
          {t('auth.register.haveAccount')}{' '}
          <Link to={pagePath('auth-login')} className="fw-semibold">
            {t('auth.register.login')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
