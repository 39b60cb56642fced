/** The common contract's parts without a schema: re-exported by `common.ts`; apart so that a page importing only these never downloads zod. */
import type { Authorship } from './common';

/** The authorship of a seed row made at `at` (ISO): by nobody. */
export const seedAuthorship = (at: string): Authorship => ({
  createdBy: null,
  createdAt: at,
  updatedBy: null,
  updatedAt: at,
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * `YYYY-MM-DD` naming a day that exists. `Date.parse` rolls `2026-02-31` over to March 3rd,
 * so the shape alone (or `Date.parse`) would store a day nobody wrote.
 */
export function isCalendarDate(text: string): boolean {
  return text.length === 10 && startsWithRealDay(text);
}

/** An ISO instant (`2026-02-28T10:00:00Z`) whose day exists and that `Date.parse` reads. */
export const isRealInstant = (text: string): boolean =>
  startsWithRealDay(text) && !Number.isNaN(Date.parse(text));

function startsWithRealDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
