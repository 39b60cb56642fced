import { useTranslation } from '@/i18n/useTranslation';
import { MemberName } from './members/MemberName';
import { useMemberDirectory } from './members/memberDirectory';

/**
 * Who made or last changed a shared record (a uid): "you" for the signed-in member, else the
 * member's name from the directory around the page (`WithMembers`; greyed when disabled);
 * `null` (the workspace's seed): "the demo data"; a uid the directory does not know (yet):
 * "a member", never the raw uid.
 */
export function AuthorName({ uid }: { uid: string | null }) {
  const { t } = useTranslation();
  const { byUid, me } = useMemberDirectory();
  if (uid === null) return <>{t('records.author.seed')}</>;
  // "you" in the middle of a sentence ("changed by you at ..."), not the directory's "You".
  if (uid === me) return <>{t('records.author.you')}</>;
  if (byUid[uid]) return <MemberName uid={uid} />;
  return <>{t('records.author.someone')}</>;
}
