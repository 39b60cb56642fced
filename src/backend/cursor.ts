/**
 * Cursor paging (keyset): a page that starts after the last row of the previous one, found
 * through the sort's index however deep the list goes (an offset reads and drops every row
 * before the page). The cursor is opaque to clients: base64url of JSON holding the sort it
 * was made for, the last row's value of each order key and its id (ties: the rows equal on
 * every key keep insertion order after it).
 */
import { isCalendarDate, isRealInstant } from '@/contract/common.plain';
import type { After, ColumnSpec, ColumnType, ListQuery, OrderBy, Row, Scalar } from './store';

interface CursorBody {
  /** The sort as asked: a cursor serves only the order it was made in. */
  s: string;
  k: Scalar[];
  id: string | number;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The cursor after `row` in this order (`sort` as the request asked it). */
export function encodeCursor(sort: string, orderBy: readonly OrderBy[], row: Row): string {
  const cells = row as unknown as Record<string, unknown>;
  const body: CursorBody = {
    s: sort,
    k: orderBy.map((key) => {
      const value = cells[key.column];
      return isScalar(value) ? value : null;
    }),
    id: row.id,
  };
  return toBase64Url(JSON.stringify(body));
}

/** The position a cursor names, or null when it is not one this list (and sort) gave. */
export function decodeCursor(
  cursor: string,
  sort: string,
  orderBy: readonly OrderBy[],
): After | null {
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { s, k, id } = body as Partial<CursorBody>;
  if (s !== sort || !Array.isArray(k) || k.length !== orderBy.length || !k.every(isScalar)) {
    return null;
  }
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { values: k, id };
}

function fits(type: ColumnType | undefined, value: Scalar): boolean {
  if (value === null || type === undefined || type === 'json') return true;
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value);
    case 'timestamp':
      return typeof value === 'string' && isRealInstant(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/**
 * Whether a decoded cursor's values have the types of the columns they are compared with.
 * The cursor is the client's to send back, so it may be forged: a text where a date column
 * is compared would be a database error (a 500) instead of the list's 422.
 */
export function afterFits(columns: Record<string, ColumnSpec>, query: ListQuery): boolean {
  const after = query.after;
  if (!after) return true;
  const own = (name: string) => (Object.hasOwn(columns, name) ? columns[name] : undefined);
  const idType = own('id')?.type ?? 'text';
  if (!fits(idType, after.id)) return false;
  return (query.orderBy ?? []).every(
    (key, k) => key.rank !== undefined || fits(own(key.column)?.type, after.values[k] ?? null),
  );
}
