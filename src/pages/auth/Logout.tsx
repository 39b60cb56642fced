import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import {
  logoutRequested,
  selectAuthError,
  selectAuthRequest,
  selectAuthStatus,
  selectIsAuthenticated,
} from '@/features/auth';
import { AuthCard, AuthErrorAlert } from '@/features/auth/ui';

export default function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);

  // Decided on arrival (AuthProvider has the auth state by then): signing out is what this page is for, once.
  const [signedInOnArrival] = useState(isAuthenticated);
  useEffect(() => {
    if (signedInOnArrival) dispatch(logoutRequested());
  }, [dispatch, signedInOnArrival]);

  const failed = request === 'logout' && status === 'failed';
  if (isAuthenticated && !failed) {
    return (
      <AuthCard heading={t('auth.logout.title')}>
        <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner animation="border" size="sm" variant="primary" aria-hidden="true" />
          {t('auth.logout.busy')}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={failed ? t('auth.logout.title') : t('auth.logout.heading')}
      footer={
        <p className="mb-0 text-body-secondary">
          {t('auth.logout.backTo')}{' '}
          <Link to={pagePath('auth-login')} className="fw-semibold">
            {t('auth.logout.login')}
          </Link>
        </p>
      }
    >
      {failed ? (
        <AuthErrorAlert error={error} />
      ) : (
        <p className="text-body-secondary mb-0">{t('auth.logout.text')}</p>
      )}
    </AuthCard>
  );
}
