/**
 * Who changed a shared record last, and when, as the server tells it (issue 40: records keep
 * `updatedBy` and `updatedAt`). Read leniently: a record from before those fields, or a
 * backend that does not send them, gives null, and the page says "someone else".
 */
const fieldOf = (record: unknown, name: string): unknown =>
  typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[name]
    : undefined;

/** `updatedBy` as a name: the text itself, or its `name` / `displayName`; null when unknown. */
export function changedBy(record: unknown): string | null {
  const by = fieldOf(record, 'updatedBy');
  if (typeof by === 'string') return by.trim() || null;
  for (const key of ['name', 'displayName', 'email']) {
    const value = fieldOf(by, key);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** `updatedAt` as a date, or null. */
export function changedAt(record: unknown): Date | null {
  const at = fieldOf(record, 'updatedAt');
  if (typeof at !== 'string') return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}
