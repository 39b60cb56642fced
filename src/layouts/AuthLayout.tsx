import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Outlet } from 'react-router-dom';

export const AUTH_BODY_CLASS = 'authentication-bg';

/**
 * The sign-in pages' frame: a centred column on the template's page background. The body
 * class is added while an auth page shows and removed on leaving.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.body.classList.add(AUTH_BODY_CLASS);
    return () => document.body.classList.remove(AUTH_BODY_CLASS);
  }, []);
  return (
    <main className="account-pages min-vh-100 d-flex flex-column justify-content-center py-5">
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-md-8 col-lg-6 col-xl-5">
            <Outlet />
          </div>
        </div>
      </div>
      <footer className="auth-page-footer text-center text-body-secondary small mt-4">
        {t('common.copyright', { year: new Date().getFullYear() })}
      </footer>
    </main>
  );
}
