import { useTranslation } from '@/i18n/useTranslation';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { StaticAlert } from '@/components/StaticAlert';
import { pagePath } from '@/config/pages';
import { safeRedirect, selectIsAuthenticated, selectSessionEndReason } from '@/features/auth';
import { AuthCard, LoginForm, useAuthFormOpened } from '@/features/auth/ui';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const ended = useAppSelector(selectSessionEndReason);

  useAuthFormOpened();

  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;

  return (
    <AuthCard
      heading={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p className="mb-1">
          <Link to={pagePath('auth-forget-password')}>{t('auth.login.forgot')}</Link>
        </p>
      }
      footerLink={{
        text: t('auth.login.noAccount'),
        to: pagePath('auth-register'),
        label: t('auth.login.signUp'),
      }}
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
