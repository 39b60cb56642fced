import { useTranslation } from '@/i18n/useTranslation';
import { formatValue } from '@/components/charts';

/** Formats a count in the interface's language (12,345 / 12.345). */
export function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => formatValue(value, i18n.language, { style: 'number' });
}
