import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import {
  AuthCard,
  ForgetPasswordForm,
  useAuthFormOpened,
  useAuthRequest,
} from '@/features/auth/ui';

export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const sent = useAuthRequest('passwordReset').succeeded;
  const [sentTo, setSentTo] = useState('');
  useAuthFormOpened();

  if (sent) {
    // The address travels in router state, not in the URL (no e-mail in history or logs).
    return <Navigate to={pagePath('auth-confirm')} state={{ email: sentTo }} replace />;
  }

  return (
    <AuthCard
      heading={t('auth.forgetPassword.heading')}
      subtitle={t('auth.forgetPassword.subtitle')}
      footerLink={{
        text: t('auth.forgetPassword.backTo'),
        to: pagePath('auth-login'),
        label: t('auth.forgetPassword.login'),
      }}
    >
      <ForgetPasswordForm onSubmitted={setSentTo} />
    </AuthCard>
  );
}
