import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector } from '@/app/hooks';
import { saveBlob } from '@/lib/saveBlob';
import { MenuButton } from '@/components/widgets/MenuButton';
import type { Order } from '@/contract/dashboard';
import { selectWidgets } from '../dashboardSlice';

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quote every cell; a leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The orders as CSV text (RFC 4180, CRLF line ends). */
export function ordersCsv(orders: Order[]): string {
  const header = ['id', 'product', 'customer', 'price', 'status', 'date'];
  const rows = orders.map((order) => [
    order.id,
    order.product,
    order.customer,
    order.price,
    order.status,
    new Date(order.date).toISOString().slice(0, 10),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Download: the orders on screen as a CSV file (built here from the state), or print the page. */
export function DownloadMenu() {
  const { t } = useTranslation();
  const orders = useAppSelector(selectWidgets).orders.data;
  const downloadCsv = () => {
    if (!orders) return;
    saveBlob(new Blob([ordersCsv(orders)], { type: 'text/csv;charset=utf-8' }), 'orders.csv');
  };
  return (
    <MenuButton
      variant="primary"
      items={[
        {
          label: t('dashboard.download.csv'),
          onSelect: downloadCsv,
          disabled: !orders || orders.length === 0,
        },
        { label: t('dashboard.download.print'), onSelect: () => window.print() },
      ]}
    >
      {t('dashboard.download.label')}
    </MenuButton>
  );
}
