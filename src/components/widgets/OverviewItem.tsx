import type { ReactNode } from 'react';

/** One line of an overview card: a big number, its label and an icon. */
export function OverviewItem({
  value,
  label,
  icon,
}: {
  value: string;
  label: string;
  icon?: ReactNode;
}) {
  return (
    <div className="d-flex align-items-center gap-3 py-3 border-bottom">
      <div className="flex-grow-1">
        <p className="h4 mb-0">{value}</p>
        <p className="text-body-secondary mb-0">{label}</p>
      </div>
      {icon && (
        <span className="text-body-secondary" aria-hidden="true">
          {icon}
        </span>
      )}
    </div>
  );
}
