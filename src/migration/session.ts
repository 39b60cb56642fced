import { getServices } from '@/lib/services';
import type { SessionUser } from '@/services/types';

/** Display data about the signed-in user, read in a saga: never a password or a role check. */
export function* greeting() {
  const { session } = yield* getServices();
  const user: SessionUser | null = session.read(); // null when missing, malformed or expired
  return user ? `Hello ${user.name}` : 'Hello';
}
