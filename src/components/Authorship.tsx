import { useTranslation } from '@/i18n/useTranslation';
import { AuthorName } from './AuthorName';

/** What a shared record says about who made it and who changed it last (uids, ISO times). */
export interface AuthorshipFields {
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
}

const when = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * "Created by … · date" and, when it changed since, "Last changed by … · date": the
 * authorship of a workspace record (task details, file details, event popover).
 */
export function Authorship({
  record,
  className,
}: {
  record: AuthorshipFields;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const changed = record.updatedAt !== record.createdAt || record.updatedBy !== record.createdBy;
  return (
    <p className={`text-muted small mb-0 ${className ?? ''}`.trim()}>
      <span>
        {t('records.author.createdBy')} <AuthorName uid={record.createdBy} />
        {' · '}
        <time dateTime={record.createdAt}>{when(record.createdAt, i18n.language)}</time>
      </span>
      {changed && (
        <>
          <br />
          <span>
            {t('records.author.updatedBy')} <AuthorName uid={record.updatedBy} />
            {' · '}
            <time dateTime={record.updatedAt}>{when(record.updatedAt, i18n.language)}</time>
          </span>
        </>
      )}
    </p>
  );
}
