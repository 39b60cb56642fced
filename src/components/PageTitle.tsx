import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  path?: string;
}

/** The template's page title row: heading on the left, breadcrumb trail on the right. */
export function PageTitle({
  title,
  breadcrumbs = [],
}: {
  title: string;
  breadcrumbs?: BreadcrumbItem[];
}) {
  return (
    <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
      <h1 className="page-title h4 mb-0">{title}</h1>
      {breadcrumbs.length > 0 && (
        <Breadcrumb className="mb-0" listProps={{ className: 'mb-0' }}>
          {breadcrumbs.map((item, index) => {
            const last = index === breadcrumbs.length - 1;
            return (
              <Breadcrumb.Item
                key={`${item.label}-${index}`}
                active={last}
                linkAs={item.path && !last ? Link : undefined}
                linkProps={item.path && !last ? { to: item.path } : undefined}
              >
                {item.label}
              </Breadcrumb.Item>
            );
          })}
        </Breadcrumb>
      )}
    </div>
  );
}
