/**
 * Numbers, money and dates for charts, in the current language through Intl
 * ("1.234,5 €" in Italian, "€1,234.5" in English).
 */
export type ValueFormat =
  | { style: 'number'; maximumFractionDigits?: number; suffix?: string }
  | { style: 'percent'; maximumFractionDigits?: number }
  | { style: 'currency'; currency: string; maximumFractionDigits?: number; compact?: boolean };

// Group thousands from four digits ("1.234,5 €"): ICU's Italian data groups only from five.
const GROUPING = { useGrouping: 'always' } as const;

export const DEFAULT_FORMAT: ValueFormat = { style: 'number', maximumFractionDigits: 1 };

/**
 * Intl formatters by language and options. Building one loads and resolves locale data
 * (a tenth of a millisecond or more on a phone), and a chart formats every tick, tooltip and
 * cell of its data table: a 30-day revenue chart built about a hundred of them per draw.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(formats: Map<string, T>, key: string, create: () => T): T {
  let formatter = formats.get(key);
  if (formatter === undefined) {
    formatter = create();
    formats.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

/** Formats one value for `language`. Percent values are given in percent (12.5 → "12.5%"). */
export function formatValue(value: number, language: string, format: ValueFormat = DEFAULT_FORMAT) {
  switch (format.style) {
    case 'percent':
      return numberFormat(language, {
        ...GROUPING,
        style: 'percent',
        maximumFractionDigits: format.maximumFractionDigits ?? 1,
      }).format(value / 100);
    case 'currency':
      return numberFormat(language, {
        ...GROUPING,
        style: 'currency',
        currency: format.currency,
        notation: format.compact ? 'compact' : 'standard',
        minimumFractionDigits: 0,
        maximumFractionDigits: format.maximumFractionDigits ?? 2,
      }).format(value);
    default: {
      const text = numberFormat(language, {
        ...GROUPING,
        maximumFractionDigits: format.maximumFractionDigits ?? 1,
      }).format(value);
      return format.suffix ? `${text}${format.suffix}` : text;
    }
  }
}

export type DateStyle = 'day' | 'month' | 'year' | 'time';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short' },
  year: { year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/** An epoch-ms date as an axis label in `language`. */
export function formatDate(epochMs: number, language: string, style: DateStyle = 'day') {
  return cached(
    dateFormats,
    `${language}|${style}`,
    () => new Intl.DateTimeFormat(language, DATE_OPTIONS[style]),
  ).format(new Date(epochMs));
}
