import { Link } from 'react-router-dom';

export interface AuthFooterLinkProps {
  /** "No account?" */
  text: string;
  to: string;
  /** "Sign up" */
  label: string;
}

/** The line under an auth card that leads to another auth page: "No account? Sign up". */
export function AuthFooterLink({ text, to, label }: AuthFooterLinkProps) {
  return (
    <p className="mb-0 text-body-secondary">
      {text}{' '}
      <Link to={to} className="fw-semibold">
        {label}
      </Link>
    </p>
  );
}
