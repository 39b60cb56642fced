import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { LogoMark } from '@/components/LogoMark';
import { HOME_PATH } from '@/config/pages';

/** The template's mark and name; the name hides when the sidebar is folded to icons. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="logo" aria-label={t('layout.topbar.home')}>
      <LogoMark className="logo-mark" />
      <span className="logo-text">{t('common.appName')}</span>
    </Link>
  );
}
