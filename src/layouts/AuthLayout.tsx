import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

export const AUTH_BODY_CLASS = 'authentication-bg';

/** The sign-in pages' frame: a centred column on the template's page background. */
export default function AuthLayout() {
  useEffect(() => {
    document.body.classList.add(AUTH_BODY_CLASS);
    return () => document.body.classList.remove(AUTH_BODY_CLASS);
  }, []);
  return (
    <main className="account-pages min-vh-100 d-flex align-items-center py-5">
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-md-8 col-lg-6 col-xl-5">
            <Outlet />
          </div>
        </div>
      </div>
    </main>
  );
}
