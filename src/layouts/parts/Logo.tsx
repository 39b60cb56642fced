import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@/config/paths';

/** The template's mark and name; the name hides when the sidebar is folded to icons. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="logo" aria-label={t('layout.topbar.home')}>
      <svg
        className="logo-mark"
        width="28"
        height="28"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="28" height="28" rx="8" fill="#5369f8" />
        <path
          d="M9 18.5c1.2 1 2.9 1.6 4.8 1.6 2.6 0 4.2-1.2 4.2-3s-1.4-2.5-3.9-3.1c-2.2-.5-3-.9-3-1.8 0-.8.8-1.4 2.2-1.4 1.3 0 2.5.4 3.5 1.1"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo-text">{t('common.appName')}</span>
    </Link>
  );
}
