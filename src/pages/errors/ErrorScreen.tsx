import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/config/paths';

export interface ErrorScreenProps {
  code?: string;
  title: string;
  text: ReactNode;
  homeLabel: string;
  homePath?: string;
}

/** The template's centred error card (404, 500, 403, route errors). */
export function ErrorScreen({
  code,
  title,
  text,
  homeLabel,
  homePath = HOME_PATH,
}: ErrorScreenProps) {
  return (
    <main className="error-screen min-vh-100 d-flex align-items-center justify-content-center p-3">
      <div className="card shadow-sm text-center" style={{ maxWidth: 520 }}>
        <div className="card-body p-4">
          {code && (
            <p
              className="error-screen__code display-3 fw-bold text-primary mb-2"
              aria-hidden="true"
            >
              {code}
            </p>
          )}
          <h1 className="h4 mb-3">{title}</h1>
          <div className="text-body-secondary mb-4">{text}</div>
          <Link to={homePath} className="btn btn-primary">
            {homeLabel}
          </Link>
        </div>
      </div>
    </main>
  );
}
