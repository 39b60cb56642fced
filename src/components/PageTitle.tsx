import type { ReactNode } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { usePage } from './usePage';

export interface BreadcrumbItem {
  label: string;
  path?: string;
}

/**
 * The template's page title row: heading on the left, breadcrumb trail on the right. With no
 * props it reads the current page's registry entry (title, section), so a page writes
 * `<PageTitle />`; a page whose title comes from data passes `title` (and may add `actions`).
 */
export function PageTitle({
  title,
  breadcrumbs,
  actions,
}: {
  title?: string;
  breadcrumbs?: BreadcrumbItem[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const page = usePage();
  const pageTitle = page ? t(page.titleKey) : '';
  const heading = title ?? pageTitle;
  const trail = breadcrumbs ?? [
    ...(page?.sectionKey ? [{ label: t(page.sectionKey) }] : []),
    ...(page ? [{ label: pageTitle, path: page.path }] : []),
    ...(title && title !== pageTitle ? [{ label: title }] : []),
  ];
  return (
    <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
      <h1 className="page-title h4 mb-0 text-truncate">{heading}</h1>
      <div className="page-title-trail d-flex flex-wrap align-items-center gap-2">
        {actions}
        {trail.length > 0 && (
          <Breadcrumb className="mb-0" listProps={{ className: 'mb-0' }}>
            {trail.map((item, index) => {
              const last = index === trail.length - 1;
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
    </div>
  );
}
