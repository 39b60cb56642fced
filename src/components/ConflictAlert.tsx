import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import { AuthorName } from './AuthorName';
import { changedAt, changedBy } from './changedBy';

/** Where the sentence names who: the words are split there and `AuthorName` goes between. */
const WHO = '\u0001who\u0001';

/**
 * Someone else changed a record before my change reached it (a 409 with the record as it is
 * now, `current`; issue 40). Says who and when (`updatedBy`, a uid shown by `AuthorName`:
 * "you", their name or "a member"; unknown: "someone else"; and `updatedAt`), and offers the two ways on: their record as it is now, or mine again on top of it.
 * My change stays where I typed it until I choose. The heading is in the words of the
 * record's `area`: `<area>.conflict.changedAt` (`{{who}}`, `{{when}}`), or
 * `<area>.conflict.changed` (`{{who}}`) when the record does not say when.
 */
export function ConflictAlert({
  current,
  area,
  children,
  onReload,
  onApply,
}: {
  current: unknown;
  area: string;
  children?: ReactNode;
  onReload: () => void;
  onApply: () => void;
}) {
  const { t, i18n } = useTranslation();
  const at = changedAt(current);
  const when = at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)
    : null;
  const uid = changedBy(current);
  const heading = when
    ? t(`${area}.conflict.changedAt`, { who: WHO, when })
    : t(`${area}.conflict.changed`, { who: WHO });
  const [before = '', ...rest] = heading.split(WHO);
  return (
    <Alert variant="warning" role="alert" aria-labelledby="conflict-heading">
      <p id="conflict-heading" className="fw-semibold mb-1">
        {before}
        {uid === null ? t('records.conflict.someone') : <AuthorName uid={uid} />}
        {rest.join('')}
      </p>
      {children}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button size="sm" variant="light" onClick={onReload}>
          {t('records.conflict.reload')}
        </Button>
        <Button size="sm" onClick={onApply}>
          {t('records.conflict.apply')}
        </Button>
      </div>
    </Alert>
  );
}
