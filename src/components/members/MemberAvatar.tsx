import { initials } from '@/components/initials';
import { useTranslation } from '@/i18n/useTranslation';
import { memberLabel, useMemberDirectory } from './memberDirectory';

/**
 * A member's initials in a circle, named for assistive technology ("Ada Lovelace", "You",
 * "… (disabled)"); `null` is nobody (`emptyLabel`, a "?"). A disabled member is greyed.
 */
export function MemberAvatar({
  uid,
  emptyLabel,
  size = 28,
}: {
  uid: string | null;
  emptyLabel: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const directory = useMemberDirectory();
  const label = uid ? memberLabel(directory, uid, t) : null;
  const name = label
    ? label.disabled
      ? t('members.disabledName', { name: label.full })
      : label.text === label.full
        ? label.full
        : `${label.text} (${label.full})`
    : emptyLabel;
  const colors = label?.disabled
    ? 'bg-secondary-subtle text-body-secondary'
    : 'bg-primary-subtle text-primary-emphasis';
  return (
    <span
      className={`d-inline-flex align-items-center justify-content-center rounded-circle fw-semibold flex-shrink-0 ${colors}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      title={name}
      role="img"
      aria-label={name}
    >
      {label ? initials(label.full) : '?'}
    </span>
  );
}
