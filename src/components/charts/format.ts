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

/** Formats one value for `language`. Percent values are given in percent (12.5 → "12.5%"). */
export function formatValue(value: number, language: string, format: ValueFormat = DEFAULT_FORMAT) {
  switch (format.style) {
    case 'percent':
      return new Intl.NumberFormat(language, {
        ...GROUPING,
        style: 'percent',
        maximumFractionDigits: format.maximumFractionDigits ?? 1,
      }).format(value / 100);
    case 'currency':
      return new Intl.NumberFormat(language, {
        ...GROUPING,
        style: 'currency',
        currency: format.currency,
        notation: format.compact ? 'compact' : 'standard',
        minimumFractionDigits: 0,
        maximumFractionDigits: format.maximumFractionDigits ?? 2,
      }).format(value);
    default: {
      const text = new Intl.NumberFormat(language, {
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
  return new Intl.DateTimeFormat(language, DATE_OPTIONS[style]).format(new Date(epochMs));
}
