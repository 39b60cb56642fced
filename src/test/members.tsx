import type { ReactElement } from 'react';
import { membersFeature, membersMessages } from '@/features/members';
import { MembersDirectory } from '@/features/members/ui';

/**
 * A feature's screen as its page shows it, inside the members' directory (names for uids, the
 * pickers): a feature's tests may not import another feature, so they take it from here.
 * Render options add `membersFeature` and its messages.
 */
export const inMembersDirectory = (ui: ReactElement, me: string) => (
  <MembersDirectory me={me}>{ui}</MembersDirectory>
);
export { membersFeature, membersMessages };
