import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Member } from '@/contract/members';
import { idleRequest, type RequestState } from '@/lib/requestState';

/**
 * The members' directory as shared UI reads it (issue 40): every member by name, each by uid,
 * and who is signed in. The members feature fills it (`MembersDirectory`, in
 * @/features/members/ui) around a page's content; components of other features read it with
 * `useMemberDirectory()`, so no feature imports another. Outside a provider: empty (a uid
 * shows as it is).
 */
export interface MemberDirectory {
  /** Every member, by name (disabled ones included). */
  members: readonly Member[];
  byUid: Readonly<Record<string, Member | undefined>>;
  /** The signed-in member's uid. */
  me: string | null;
  /** The directory's read (a picker shows its skeleton, or its error with a retry). */
  request: RequestState;
  /** Reads the directory (a page's first read, a retry after a failure). */
  reload: () => void;
  /** Reads it again quietly: a picker that opens offers the members who joined since. */
  refresh: () => void;
}

const EMPTY: MemberDirectory = {
  members: [],
  byUid: {},
  me: null,
  request: idleRequest(),
  reload: () => undefined,
  refresh: () => undefined,
};

export const MemberDirectoryContext = createContext<MemberDirectory>(EMPTY);

/** The directory of the nearest `MembersDirectory` (empty outside one). */
export const useMemberDirectory = (): MemberDirectory => useContext(MemberDirectoryContext);

/** How a stored value reads: a member (by uid), or an old record's plain text. */
export interface MemberLabel {
  /** The text to show: "You", the name, the e-mail when no name, or the stored text. */
  text: string;
  /** The full name or e-mail (for a title), even when `text` is "You". */
  full: string;
  member: Member | undefined;
  disabled: boolean;
}

/**
 * Task assignees and project teams store member uids since issue 40; older records hold
 * names from the seed, which are shown as they are (no migration needed: nothing else reads
 * them as uids).
 */
export function memberLabel(directory: MemberDirectory, value: string, t: TFunction): MemberLabel {
  const member = directory.byUid[value];
  if (!member) return { text: value, full: value, member, disabled: false };
  const full = member.name || member.email;
  const text = member.uid === directory.me ? t('members.you') : full;
  return { text, full, member, disabled: member.disabled };
}
