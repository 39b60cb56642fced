import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { formatValue } from '@/components/charts';
import { TableHead } from '@/components/TableHead';
import type { AnalyticsData } from '../analyticsSlice';
import { AnalyticsCard } from './AnalyticsCard';
import { useNumber } from './useNumber';

/** Sources, engagement, platforms and channels: four small tables side by side. */
export function TrafficTablesCards() {
  const { t, i18n } = useTranslation();
  const n = useNumber();
  const share = (name: string, visits: number, percent: number) => (
    <tr key={name}>
      <th scope="row" className="fw-normal">
        {name}
      </th>
      <td className="text-end">{n(visits)}</td>
      <td style={{ width: '40%' }}>
        <div
          className="progress"
          style={{ height: 6 }}
          role="progressbar"
          aria-label={`${name}: ${t('analytics.tables.share', {
            percent: formatValue(percent, i18n.language, { style: 'percent' }),
          })}`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </td>
    </tr>
  );
  /** A table of sessions and views by one label (a traffic type, a visit's duration). */
  const sessionsTable = (
    labelColumn: string,
    rows: { label: string; sessions: number; views: number }[],
  ) => (
    <Table size="sm" className="mb-0">
      <TableHead
        columns={[
          labelColumn,
          { label: t('analytics.tables.sessions'), end: true },
          { label: t('analytics.tables.views'), end: true },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              <bdi>{row.label}</bdi>
            </th>
            <td className="text-end">{n(row.sessions)}</td>
            <td className="text-end">{n(row.views)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  const sharesTable = (rows: { name: string; visits: number; percent: number }[]) => (
    <Table size="sm" className="mb-0">
      <TableHead
        columns={[
          t('analytics.tables.name'),
          { label: t('analytics.tables.visits'), end: true },
          // The share's bar: no heading of its own.
          { label: '', end: true },
        ]}
      />
      <tbody>{rows.map((row) => share(row.name, row.visits, row.percent))}</tbody>
    </Table>
  );
  const cards: {
    id: 'sources' | 'engagement' | 'platforms' | 'channels';
    minHeight: number;
    body: (data: AnalyticsData['tables']) => ReactNode;
  }[] = [
    {
      id: 'sources',
      minHeight: 180,
      body: (data) =>
        sessionsTable(
          t('analytics.tables.type'),
          data.sources.map((row) => ({ label: row.type, ...row })),
        ),
    },
    {
      id: 'engagement',
      minHeight: 180,
      body: (data) =>
        sessionsTable(
          t('analytics.tables.duration'),
          data.engagement.map((row) => ({ label: row.duration, ...row })),
        ),
    },
    { id: 'platforms', minHeight: 150, body: (data) => sharesTable(data.platforms) },
    { id: 'channels', minHeight: 120, body: (data) => sharesTable(data.channels) },
  ];
  return (
    <Row className="g-3">
      {cards.map(({ id, minHeight, body }) => (
        <Col xl={3} md={6} key={id}>
          <AnalyticsCard
            minHeight={minHeight}
            name="tables"
            id={id}
            title={t(`analytics.tables.${id}`)}
          >
            {body}
          </AnalyticsCard>
        </Col>
      ))}
    </Row>
  );
}
