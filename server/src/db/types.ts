/**
 * How column values come back, the same from PGlite and node-postgres: dates as the API's
 * strings (`date`: `YYYY-MM-DD`, `timestamptz`: an ISO instant), `bigint` (counts) as numbers.
 */
const OID = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/** `2026-11-24 21:50:41.123+00` (Postgres' text form) -> `2026-11-24T21:50:41.123Z`. */
export function isoInstant(text: string): string {
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
