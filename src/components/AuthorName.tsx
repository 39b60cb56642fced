import { useTranslation } from '@/i18n/useTranslation';
import { MemberName } from './members/MemberName';
import { useMemberDirectory } from './members/memberDirectory';

/**
 * Who made or last changed a shared record (a uid): the member's name from the directory
 * around the page (`WithMembers`; "You" for the signed-in member, greyed when disabled);
 * `null` (the workspace's seed): "the demo data"; a uid the directory does not know (yet):
 * "a member", never the raw uid.
 */
export function AuthorName({ uid }: { uid: string | null }) {
  const { t } = useTranslation();
  const { byUid, me } = useMemberDirectory();
  if (uid === null) return <>{t('common.member.seed')}</>;
  if (byUid[uid]) return <MemberName uid={uid} />;
  return <>{uid === me ? t('common.member.you') : t('common.member.someone')}</>;
}
