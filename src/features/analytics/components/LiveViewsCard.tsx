import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector } from '@/app/hooks';
import { BarChart, formatValue } from '@/components/charts';
import { TableHead } from '@/components/TableHead';
import { selectPolling } from '../analyticsSlice';
import { AnalyticsCard } from './AnalyticsCard';
import { useNumber } from './useNumber';

/** Views per minute (polled while the page is open) and the pages viewed most. */
export function LiveViewsCard() {
  const { t, i18n } = useTranslation();
  const polling = useAppSelector(selectPolling);
  const n = useNumber();
  const time = (at: number, minutesAgo: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
      new Date(at - minutesAgo * 60_000),
    );
  return (
    <AnalyticsCard
      minHeight={356}
      name="live"
      isEmpty={(d) => d.perMinute.length === 0}
      aside={
        <span className="small text-body-secondary" role="status">
          {t(`analytics.live.${polling}`)}
        </span>
      }
    >
      {(data) => (
        <>
          <BarChart
            label={t('analytics.live.chart')}
            labels={data.perMinute.map((_, i) => time(data.at, data.perMinute.length - 1 - i))}
            height={160}
            series={[{ label: t('analytics.live.minute'), data: data.perMinute, color: 'info' }]}
          />
          <Table size="sm" responsive className="mt-3 mb-0">
            <TableHead
              columns={[
                t('analytics.live.page'),
                { label: t('analytics.live.views'), end: true },
                { label: t('analytics.live.bounce'), end: true },
                t('analytics.live.traffic'),
              ]}
            />
            <tbody>
              {data.pages.map((page) => (
                <tr key={page.page}>
                  <th scope="row" className="fw-normal text-break">
                    <bdi>{page.page}</bdi>
                  </th>
                  <td className="text-end">{n(page.views)}</td>
                  <td className="text-end">
                    {formatValue(page.bounce, i18n.language, { style: 'percent' })}
                  </td>
                  <td>{page.traffic}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </AnalyticsCard>
  );
}
