import { useTranslation } from 'react-i18next';

/** The template's mark and name, drawn inline so the login page needs no extra request. */
export function AuthLogo() {
  const { t } = useTranslation();
  return (
    <span className="auth-logo d-inline-flex align-items-center gap-2">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#5369f8" />
        <path
          d="M20.5 11.2c-.9-1.3-2.6-2.1-4.5-2.1-2.8 0-4.7 1.5-4.7 3.6 0 2.3 2 3.1 4.6 3.7 2 .5 2.9.9 2.9 1.9s-1.1 1.7-2.7 1.7c-1.7 0-3-.7-3.8-1.9l-1.8 1.5c1.1 1.7 3.2 2.6 5.6 2.6 3 0 5.1-1.6 5.1-3.9 0-2.5-2.1-3.3-4.7-3.9-1.9-.4-2.8-.8-2.8-1.7 0-.9.9-1.5 2.4-1.5 1.3 0 2.4.5 3 1.4z"
          fill="#fff"
        />
      </svg>
      <span className="auth-logo-text">{t('auth.brandAlt')}</span>
    </span>
  );
}
