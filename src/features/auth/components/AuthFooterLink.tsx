import { Link } from 'react-router-dom';

/** The line under an auth card that leads to another auth page: "No account? Sign up". */
export function AuthFooterLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="mb-0 text-body-secondary">
      {text}{' '}
      <Link to={to} className="fw-semibold">
        {label}
      </Link>
    </p>
  );
}
