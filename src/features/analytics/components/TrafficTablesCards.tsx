import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatValue } from '@/components/charts';
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
  const head = (...columns: string[]) => (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th scope="col" key={column} className={i > 0 && i < 3 ? 'text-end' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
  /** A table of sessions and views by one label (a traffic type, a visit's duration). */
  const sessionsTable = (
    labelColumn: string,
    rows: { label: string; sessions: number; views: number }[],
  ) => (
    <Table size="sm" className="mb-0">
      {head(labelColumn, t('analytics.tables.sessions'), t('analytics.tables.views'))}
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
  return (
    <Row className="g-3">
      <Col xl={3} md={6}>
        <AnalyticsCard
          minHeight={180}
          name="tables"
          id="sources"
          title={t('analytics.tables.sources')}
        >
          {(data) =>
            sessionsTable(
              t('analytics.tables.type'),
              data.sources.map((row) => ({ label: row.type, ...row })),
            )
          }
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard
          minHeight={180}
          name="tables"
          id="engagement"
          title={t('analytics.tables.engagement')}
        >
          {(data) =>
            sessionsTable(
              t('analytics.tables.duration'),
              data.engagement.map((row) => ({ label: row.duration, ...row })),
            )
          }
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard
          minHeight={150}
          name="tables"
          id="platforms"
          title={t('analytics.tables.platforms')}
        >
          {(data) => (
            <Table size="sm" className="mb-0">
              {head(t('analytics.tables.name'), t('analytics.tables.visits'), '')}
              <tbody>{data.platforms.map((row) => share(row.name, row.visits, row.percent))}</tbody>
            </Table>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard
          minHeight={120}
          name="tables"
          id="channels"
          title={t('analytics.tables.channels')}
        >
          {(data) => (
            <Table size="sm" className="mb-0">
              {head(t('analytics.tables.name'), t('analytics.tables.visits'), '')}
              <tbody>{data.channels.map((row) => share(row.name, row.visits, row.percent))}</tbody>
            </Table>
          )}
        </AnalyticsCard>
      </Col>
    </Row>
  );
}
