/**
 * Who changed a shared record last, and when, as the server tells it (issue 40: records keep
 * `updatedBy`, a member's uid, and `updatedAt`). Read leniently: a record from before those
 * fields, a seed row (`updatedBy` null) or a backend that does not send them gives null, and
 * the page says "someone else". A uid is shown with `MemberName` (never as it is).
 */
const fieldOf = (record: unknown, name: string): unknown =>
  typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[name]
    : undefined;

/** `updatedBy`: the uid of the member who changed the record last; null when unknown. */
export function changedBy(record: unknown): string | null {
  const by = fieldOf(record, 'updatedBy');
  return typeof by === 'string' && by.trim() ? by.trim() : null;
}

/** `updatedAt` as a date, or null. */
export function changedAt(record: unknown): Date | null {
  const at = fieldOf(record, 'updatedAt');
  if (typeof at !== 'string') return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}
