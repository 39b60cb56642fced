import { formatDate, formatValue } from './format';

describe('chart formatting', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds one Intl formatter per language and format, and reuses it', () => {
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    const euro = { style: 'currency', currency: 'EUR', maximumFractionDigits: 1 } as const;
    expect(formatValue(1234.5, 'it', euro)).toBe('1.234,5\u00a0€');
    expect(formatValue(99, 'it', euro)).toBe('99\u00a0€');
    expect(formatValue(1234.5, 'en', euro)).toBe('€1,234.5');
    expect(formatValue(1234.5, 'en', euro)).toBe('€1,234.5');
    expect(formatValue(12.5, 'en', { style: 'percent' })).toBe('12.5%');
    expect(numberFormats).toHaveBeenCalledTimes(3);

    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    const day = Date.UTC(2026, 10, 22, 12);
    expect(formatDate(day, 'it')).toBe('22 nov');
    expect(formatDate(day + 86_400_000, 'it')).toBe('23 nov');
    expect(formatDate(day, 'en')).toBe('Nov 22');
    expect(dateFormats).toHaveBeenCalledTimes(2);
  });
});
