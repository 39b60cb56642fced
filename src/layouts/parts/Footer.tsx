import { useTranslation } from '@/i18n/useTranslation';

/** The line under every page. */
export default function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
        <span>{t('common.copyright', { year: new Date().getFullYear() })}</span>
        <span className="d-none d-md-inline">{t('layout.footer.credit')}</span>
      </div>
    </footer>
  );
}
