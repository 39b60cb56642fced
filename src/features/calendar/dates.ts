const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a Date in local time. */
export const toDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DDTHH:mm` of a Date in local time (what `<input type="datetime-local">` holds). */
export const toLocalMinute = (date: Date): string =>
  `${toDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Local date-time text (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`) as a Date in local time. */
export function parseLocal(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
  return Number.isNaN(date.getTime()) ? null : date;
}

export const addDays = (date: Date, days: number): Date => {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
};
