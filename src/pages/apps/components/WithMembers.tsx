import type { ComponentType, ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { titledPage } from '@/components/titledPage';
import { selectCurrentUser } from '@/features/auth';
import { MembersDirectory } from '@/features/members/ui';

/**
 * The members' directory around an app page's content (names for uids, the pickers), with
 * the signed-in member as "You". The page names `membersFeature` and `membersMessages` too.
 */
export function WithMembers({ children }: { children: ReactNode }) {
  const me = useAppSelector(selectCurrentUser)?.uid ?? null;
  return <MembersDirectory me={me}>{children}</MembersDirectory>;
}

/** An app page of one component that shows members: its title over `<WithMembers>`. */
export function membersPage(Body: ComponentType): ComponentType {
  return titledPage(function BodyWithMembers() {
    return (
      <WithMembers>
        <Body />
      </WithMembers>
    );
  });
}
