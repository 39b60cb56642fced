import { createContext, useContext } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * Who the app is signed in as, and how a member's uid reads as a name. The app provides it
 * (src/app/MemberDirectoryProvider.tsx); without a provider (tests), every uid is "a member".
 */
export interface MemberDirectory {
  currentUid: string | null;
  /**
   * A member's name (or e-mail) from the members' directory (`GET api/members`, issue 40);
   * undefined while unknown.
   * TODO(integrator, issue 40): connect to the members directory feature.
   */
  nameOf?(uid: string): string | undefined;
}

export const MemberDirectoryContext = createContext<MemberDirectory>({ currentUid: null });

/**
 * A member named by uid: "you" for the signed-in account, the directory's name when it has
 * one, "a member" otherwise (never the raw uid); `null` (the workspace's seed): "the demo data".
 */
export function MemberName({ uid }: { uid: string | null }) {
  const { t } = useTranslation();
  const { currentUid, nameOf } = useContext(MemberDirectoryContext);
  if (uid === null) return <>{t('common.member.seed')}</>;
  if (uid === currentUid) return <>{t('common.member.you')}</>;
  return <>{nameOf?.(uid) ?? t('common.member.someone')}</>;
}
