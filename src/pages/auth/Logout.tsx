import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { logoutRequested, selectIsAuthenticated } from '@/features/auth';
import { AuthCard, AuthErrorAlert, useAuthRequest } from '@/features/auth/ui';

export default function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { failed, error } = useAuthRequest('logout');

  // Decided on arrival (AuthProvider has the auth state by then): signing out is what this page is for, once.
  const [signedInOnArrival] = useState(isAuthenticated);
  useEffect(() => {
    if (signedInOnArrival) dispatch(logoutRequested());
  }, [dispatch, signedInOnArrival]);

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
      footerLink={{
        text: t('auth.logout.backTo'),
        to: pagePath('auth-login'),
        label: t('auth.logout.login'),
      }}
    >
      {failed ? (
        <AuthErrorAlert error={error} />
      ) : (
        <p className="text-body-secondary mb-0">{t('auth.logout.text')}</p>
      )}
    </AuthCard>
  );
}
