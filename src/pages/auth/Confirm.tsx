import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { AuthCard } from '@/features/auth/ui';

function MailIcon() {
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export default function ConfirmPage() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = typeof state?.email === 'string' && state.email ? state.email : null;
  return (
    <AuthCard heading={t('auth.confirm.heading')}>
      <div className="text-center text-primary my-3">
        <MailIcon />
      </div>
      <p className="text-body-secondary">
        {email ? t('auth.confirm.text', { email }) : t('auth.confirm.textNoEmail')}
      </p>
      <Link to={pagePath('auth-login')} className="btn btn-primary w-100">
        {t('auth.confirm.back')}
      </Link>
    </AuthCard>
  );
}
