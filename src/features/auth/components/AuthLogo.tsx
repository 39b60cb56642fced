import { useTranslation } from '@/i18n/useTranslation';
import { LogoMark } from '@/components/LogoMark';

/** The template's mark and name, drawn inline so the login page needs no extra request. */
export function AuthLogo() {
  const { t } = useTranslation();
  return (
    <span className="auth-logo d-inline-flex align-items-center gap-2">
      <LogoMark size={30} />
      <span className="auth-logo-text">{t('auth.brandAlt')}</span>
    </span>
  );
}
