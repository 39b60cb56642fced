/**
 * The audit trail's writer: one row per change (role, status, membership), by whom, for whom.
 * Apart from the routes so that the membership rule (members/admit.ts) can write it too.
 */
import type { AdminUser, AuditChange } from '@/contract/admin';
import type { Store } from '../store';
import { ADMIN_OWNER, auditTable, type AuditRow } from './table';

/** The lock every account and membership change takes, so two of them never decide on the same state. */
export const ADMIN_LOCK = 'admin:accounts';

export type Party = Pick<AdminUser, 'uid' | 'email'>;

export async function writeAudit(
  store: Store,
  actor: Party,
  target: Party,
  changes: AuditChange[],
  now: number,
) {
  const audit = store.table(auditTable);
  const at = new Date(now).toISOString();
  for (const change of changes) {
    const id = await audit.newId(ADMIN_OWNER, 'a');
    const row: AuditRow = {
      id,
      serial: Number(id.replace(/\D/g, '')),
      at,
      actorUid: actor.uid,
      actorEmail: actor.email,
      targetUid: target.uid,
      targetEmail: target.email,
      field: change.field,
      from: change.from,
      to: change.to,
    };
    await audit.insert(ADMIN_OWNER, row);
  }
}
