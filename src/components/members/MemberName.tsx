import { useTranslation } from '@/i18n/useTranslation';
import { MemberAvatar } from './MemberAvatar';
import { memberLabel, useMemberDirectory } from './memberDirectory';

/**
 * A uid shown as the member's name (the e-mail when they have none; "You" for the signed-in
 * member), with their avatar when `avatar` is set. A disabled member is greyed, with a
 * "disabled" hint; a value that is no member's uid (an old record's name) shows as it is.
 */
export function MemberName({ uid, avatar = false }: { uid: string; avatar?: boolean }) {
  const { t } = useTranslation();
  const label = memberLabel(useMemberDirectory(), uid, t);
  return (
    <span
      className={`d-inline-flex align-items-center gap-1 ${label.disabled ? 'text-body-secondary' : ''}`}
      title={label.full}
    >
      {avatar && (
        // The name beside it says who: the avatar is decoration here.
        <span aria-hidden="true" className="d-inline-flex">
          <MemberAvatar uid={uid} emptyLabel="" size={22} />
        </span>
      )}
      <span>{label.text}</span>
      {label.disabled && <small className="fst-italic">({t('members.disabled')})</small>}
    </span>
  );
}
