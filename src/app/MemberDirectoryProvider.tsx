import { useMemo, type ReactNode } from 'react';
import { MemberDirectoryContext } from '@/components/MemberName';
import { selectCurrentUser } from '@/features/auth';
import { useAppSelector } from './hooks';

/**
 * Tells `MemberName` who is signed in (shown as "you").
 * TODO(integrator, issue 40): add `nameOf` from the members' directory (`GET api/members`).
 */
export function MemberDirectoryProvider({ children }: { children: ReactNode }) {
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  const directory = useMemo(() => ({ currentUid: uid }), [uid]);
  return (
    <MemberDirectoryContext.Provider value={directory}>{children}</MemberDirectoryContext.Provider>
  );
}
