import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import type { Role } from '@/services/types';

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  // The -subtle / -emphasis pairs keep 4.5:1 in light and dark themes.
  const tone = role === 'Admin' ? 'primary' : 'secondary';
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis` as 'dark'}>
      {t(`layout.user.roles.${role}`)}
    </Badge>
  );
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const tone = disabled ? 'danger' : 'success';
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis` as 'dark'}>
      {t(disabled ? 'admin.status.disabled' : 'admin.status.active')}
    </Badge>
  );
}

/** Dates in the reader's language: the day an account was made, the moment of a sign-in. */
export function useAdminFormats() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

/**
 * Previous / "page x of y" / next: the same few controls on a phone and a wide screen, so the
 * pager never wraps into a second line when the count of pages grows.
 */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="d-flex align-items-center justify-content-end gap-2">
      <Button size="sm" variant="light" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span className="small text-body-secondary" aria-live="polite">
        {t('admin.pager.position', { page, pages })}
      </span>
      <Button size="sm" variant="light" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
