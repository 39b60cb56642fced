import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MemberDirectoryContext, type MemberDirectory } from '@/components/members/memberDirectory';
import { listMembers, membersRefreshed } from '../requests';
import { selectMemberEntities, selectMembers, selectMembersRequest } from '../membersSlice';

/**
 * Loads the members' directory when a page that shows members opens, and hands it to the
 * shared member components inside (`MemberName`, `MemberSelect`, `MemberChecklist`) through
 * their context. `me`: the signed-in member's uid (shown as "You").
 */
export function MembersDirectory({ me, children }: { me: string | null; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const byUid = useAppSelector(selectMemberEntities);
  const request = useAppSelector(selectMembersRequest);
  const reload = useCallback(() => {
    dispatch(listMembers.requested(undefined));
  }, [dispatch]);
  useEffect(reload, [reload]);
  const refresh = useCallback(() => {
    dispatch(membersRefreshed());
  }, [dispatch]);
  const directory = useMemo<MemberDirectory>(
    () => ({ members, byUid, me, request, reload, refresh }),
    [members, byUid, me, request, reload, refresh],
  );
  return (
    <MemberDirectoryContext.Provider value={directory}>{children}</MemberDirectoryContext.Provider>
  );
}
