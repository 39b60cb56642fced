/**
 * How column values come back, the same from PGlite and node-postgres: dates as the API's
 * strings (`date`: `YYYY-MM-DD`, `timestamptz`: an ISO instant), `bigint` (counts) as numbers.
 */
const OID = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/** What a UTC connection sends (`TimeZone=UTC`, database.ts): rewritten without a `Date`. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * `2026-11-24 21:50:41.123+00` (Postgres' text form) -> `2026-11-24T21:50:41.123Z`: the
 * milliseconds kept, finer digits dropped (as `Date` does). A page of rows has a few of these
 * each, so the common UTC form is rewritten as text (a `Date` per value was 5% of a list's
 * CPU in a profile); any other form (an offset, a year past 9999) goes through `Date`.
 */
export function isoInstant(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const normalised = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

const keep = (text: string) => text;
const toNumber = (text: string) => Number(text);

export const TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.date]: keep,
  [OID.timestamp]: (text: string) => isoInstant(`${text}+00`),
  [OID.timestamptz]: isoInstant,
};
