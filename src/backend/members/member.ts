/** A member as the directory shows them (`memberOf`), and the directory's order (`byName`). */
import type { AdminUser } from '@/contract/admin';
import type { Member } from '@/contract/members';

/** By name, then e-mail, then uid (a total order); a nameless account sorts by its e-mail. */
export function byName(a: Member, b: Member): number {
  return (
    (a.name || a.email).localeCompare(b.name || b.email) ||
    a.email.localeCompare(b.email) ||
    (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)
  );
}

/** What the directory shows of an account: never its times. */
export const memberOf = ({ uid, name, email, role, disabled }: AdminUser): Member => ({
  uid,
  name,
  email,
  role,
  disabled,
});
