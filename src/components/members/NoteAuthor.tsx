import type { AuthoredNote } from '@/contract/common';
import { MemberName } from './MemberName';
import { useMemberDirectory } from './memberDirectory';

/**
 * Who wrote a note (a comment, an activity entry): the member's current name from the members'
 * directory by the note's `authorId` (greyed when disabled), else the name written with it (an
 * older or seed note, or a member the directory does not list any more).
 */
export function NoteAuthor({ note }: { note: Pick<AuthoredNote, 'author' | 'authorId'> }) {
  const { byUid } = useMemberDirectory();
  if (note.authorId && byUid[note.authorId]) {
    return (
      <bdi>
        <MemberName uid={note.authorId} />
      </bdi>
    );
  }
  return <bdi>{note.author}</bdi>;
}
