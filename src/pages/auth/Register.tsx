import { useTranslation } from '@/i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { DEMO_TEAM_DOMAIN } from '@/config/demoDomain';
import { HOME_PATH, pagePath } from '@/config/pages';
import { selectIsAuthenticated, selectVerification } from '@/features/auth';
import { AuthCard, RegisterForm, useAuthFormOpened, useAuthRequest } from '@/features/auth/ui';

export default function RegisterPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const registering = useAuthRequest('register').loading;
  const verification = useAppSelector(selectVerification);
  useAuthFormOpened();

  // Signed in (just registered, or already): the dashboard. Mid-registration the session
  // exists a moment before the profile is written, so wait for the saga to finish.
  // An address still to confirm: the confirm page, which says where its e-mail went.
  if (isAuthenticated && !registering)
    return <Navigate to={verification ? pagePath('auth-confirm') : HOME_PATH} replace />;

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
      {env.backend === 'demo' ? (
        <p className="small text-body-secondary">
          {t('auth.register.demoVerified', { domain: DEMO_TEAM_DOMAIN })}
        </p>
      ) : null}
      <RegisterForm />
    </AuthCard>
  );
}
