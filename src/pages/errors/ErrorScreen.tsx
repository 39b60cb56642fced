import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/config/pages';

export interface ErrorScreenProps {
  code?: string;
  title: string;
  text: ReactNode;
  homeLabel: string;
  homePath?: string;
  /** An inline SVG above the code (see Illustrations.tsx). */
  illustration?: ReactNode;
  /** A second way back (e.g. sign in when signed out). */
  secondary?: { label: string; path: string };
}

/** The template's centred error card (404, 500, 403, route errors). */
export function ErrorScreen({
  code,
  title,
  text,
  homeLabel,
  homePath = HOME_PATH,
  illustration,
  secondary,
}: ErrorScreenProps) {
  return (
    <main className="error-screen min-vh-100 d-flex align-items-center justify-content-center p-3">
      <div className="card shadow-sm text-center" style={{ maxWidth: 520 }}>
        <div className="card-body p-4">
          {illustration && <div className="mb-3">{illustration}</div>}
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
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to={homePath} className="btn btn-primary">
              {homeLabel}
            </Link>
            {secondary && (
              <Link to={secondary.path} className="btn btn-outline-primary">
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
