import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { initials } from '@/components/initials';
import { pagePath } from '@/config/pages';
import {
  authFormOpened,
  safeRedirect,
  screenLocked,
  selectAuthRequest,
  selectAuthStatus,
  selectCurrentUser,
  selectScreenLocked,
} from '@/features/auth';
import { AuthCard, LockScreenForm } from '@/features/auth/ui';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const user = useAppSelector(selectCurrentUser);
  const locked = useAppSelector(selectScreenLocked);
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);

  useEffect(() => {
    dispatch(authFormOpened());
    dispatch(screenLocked());
  }, [dispatch]);

  if (user && !locked && request === 'unlock' && status === 'succeeded') {
    return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;
  }

  if (!user) {
    return (
      <AuthCard heading={t('auth.lockScreen.title')}>
        <p className="text-body-secondary">{t('auth.lockScreen.noUser')}</p>
        <Link to={pagePath('auth-login')} className="btn btn-primary w-100">
          {t('auth.lockScreen.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={
        // A name can be thousands of characters: truncated here, in full in the tooltip.
        <span className="d-block text-truncate" title={user.name}>
          {t('auth.lockScreen.heading', { name: user.name })}
        </span>
      }
      subtitle={t('auth.lockScreen.subtitle')}
      footer={
        <p className="mb-0 text-body-secondary">
          {t('auth.lockScreen.notYou')}{' '}
          <Link to={pagePath('auth-logout')} className="fw-semibold">
            {t('auth.lockScreen.signInOther')}
          </Link>
        </p>
      }
    >
      <div className="d-flex align-items-center gap-3 mb-4">
        <span className="auth-avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <div className="auth-user">
          <div className="fw-semibold text-truncate" title={user.name}>
            {user.name}
          </div>
          <div className="text-body-secondary small text-truncate" title={user.email}>
            {user.email}
          </div>
        </div>
      </div>
      <LockScreenForm />
    </AuthCard>
  );
}
