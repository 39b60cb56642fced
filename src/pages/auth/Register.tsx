import { useTranslation } from '@/i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { HOME_PATH, pagePath } from '@/config/pages';
import { selectIsAuthenticated } from '@/features/auth';
import { AuthCard, RegisterForm, useAuthFormOpened, useAuthRequest } from '@/features/auth/ui';

export default function RegisterPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const registering = useAuthRequest('register').loading;
  useAuthFormOpened();

  // Signed in (just registered, or already): the dashboard. Mid-registration the session
  // exists a moment before the profile is written, so wait for the saga to finish.
  if (isAuthenticated && !registering) return <Navigate to={HOME_PATH} replace />;

  return (
    <AuthCard
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footerLink={{
        text: t('auth.register.haveAccount'),
        to: pagePath('auth-login'),
        label: t('auth.register.login'),
      }}
    >
      <RegisterForm />
    </AuthCard>
  );
}
