import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { initials } from '@/components/initials';
import { pagePath } from '@/config/pages';
import {
  authFormOpened,
  safeRedirect,
  screenLocked,
  selectCurrentUser,
  selectScreenLocked,
} from '@/features/auth';
import { AuthCard, LockScreenForm, useAuthRequest } from '@/features/auth/ui';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const user = useAppSelector(selectCurrentUser);
  const locked = useAppSelector(selectScreenLocked);
  const unlocked = useAuthRequest('unlock').succeeded;

  useEffect(() => {
    dispatch(authFormOpened());
    dispatch(screenLocked());
  }, [dispatch]);

  if (user && !locked && unlocked) {
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
      footerLink={{
        text: t('auth.lockScreen.notYou'),
        to: pagePath('auth-logout'),
        label: t('auth.lockScreen.signInOther'),
      }}
    >
      <div className="d-flex align-items-center gap-3 mb-4">
        <span className="auth-avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <div className="auth-user">
          <div className="fw-semibold text-truncate" title={user.name}>
            <bdi>{user.name}</bdi>
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
