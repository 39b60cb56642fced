import { Component, lazy, Suspense, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import {
  AreaChart,
  BarChart,
  LineChart,
  MixedChart,
  RadialBarsChart,
  Sparkline,
  StackedBarChart,
  formatValue,
  useChartEnvironment,
} from '@/components/charts';
import { selectPolling } from '../analyticsSlice';
import { AnalyticsCard } from './AnalyticsCard';

// jsvectormap, its world map and CSS load only when this card draws the map.
const WorldMap = lazy(() => import('./WorldMap'));

const useNumber = () => {
  const { i18n } = useTranslation();
  return (value: number) => formatValue(value, i18n.language, { style: 'number' });
};

export function OverviewCards() {
  const { t, i18n } = useTranslation();
  const n = useNumber();
  const pct = (value: number) => formatValue(value, i18n.language, { style: 'percent' });
  return (
    <Row className="g-3">
      <Col xl={4}>
        <AnalyticsCard
          name="overview"
          id="subscribers"
          title={t('analytics.subscribers.title')}
          isEmpty={(d) => d.subscribers.length === 0}
        >
          {(data) => (
            <>
              <p className="h3">{n(data.totals.subscribers)}</p>
              <AreaChart
                label={t('analytics.subscribers.chart')}
                labels={data.subscribers.map((d) => d.date)}
                dates="day"
                height={200}
                series={[
                  {
                    label: t('analytics.subscribers.title'),
                    data: data.subscribers.map((d) => d.value),
                  },
                ]}
              />
            </>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={4}>
        <AnalyticsCard
          name="overview"
          id="views"
          title={t('analytics.views.title')}
          isEmpty={(d) => d.views.length === 0}
        >
          {(data) => (
            <>
              <p className="h3">{n(data.totals.views)}</p>
              <MixedChart
                label={t('analytics.views.chart')}
                labels={data.views.map((d) => d.date)}
                dates="day"
                height={200}
                series={[
                  {
                    label: t('analytics.views.views'),
                    data: data.views.map((d) => d.views),
                    type: 'bar',
                    color: 'primary',
                  },
                  {
                    label: t('analytics.views.sessions'),
                    data: data.views.map((d) => d.sessions),
                    type: 'line',
                    axis: 'right',
                    color: 'warning',
                  },
                ]}
              />
            </>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={4}>
        <AnalyticsCard
          name="overview"
          id="bounce"
          title={t('analytics.bounce.title')}
          isEmpty={(d) => d.bounce.length === 0}
        >
          {(data) => (
            <>
              <p className="h3">{pct(data.totals.bounce)}</p>
              <LineChart
                label={t('analytics.bounce.chart')}
                labels={data.bounce.map((d) => d.date)}
                dates="day"
                height={200}
                format={{ style: 'percent' }}
                series={[
                  {
                    label: t('analytics.bounce.rate'),
                    data: data.bounce.map((d) => d.value),
                    color: 'danger',
                  },
                ]}
              />
            </>
          )}
        </AnalyticsCard>
      </Col>
    </Row>
  );
}

export function NewUsersCard() {
  const { t, i18n } = useTranslation();
  const n = useNumber();
  return (
    <AnalyticsCard name="newUsers" title={t('analytics.newUsers.title')} isEmpty={(d) => !d.length}>
      {(rows) => (
        <ul className="list-unstyled mb-0">
          {rows.map((row, index) => {
            const label = t(`analytics.newUsers.${row.id}`);
            return (
              <li key={row.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
                <div className="flex-grow-1">
                  <p className="text-body-secondary small mb-0">{label}</p>
                  <p className="h5 mb-0">
                    {n(row.value)}{' '}
                    <span
                      className={`small ${row.change >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
                    >
                      <span aria-hidden="true">{row.change >= 0 ? '▲' : '▼'}</span>{' '}
                      {formatValue(Math.abs(row.change), i18n.language, { style: 'percent' })}
                    </span>
                  </p>
                </div>
                <div style={{ width: '40%' }}>
                  <Sparkline
                    label={t('analytics.newUsers.chart', { label })}
                    data={row.series}
                    color={(['primary', 'success', 'info', 'warning'] as const)[index % 4]}
                    height={40}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AnalyticsCard>
  );
}

export function SocialTrafficCard() {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <AnalyticsCard
      name="social"
      title={t('analytics.social.title')}
      isEmpty={(d) => d.years.length === 0}
    >
      {(data) => (
        <>
          <StackedBarChart
            label={t('analytics.social.chart')}
            labels={data.years.map(String)}
            height={260}
            series={data.networks.map((network) => ({ label: network.name, data: network.data }))}
          />
          <ul className="list-inline text-center mt-2 mb-0">
            {data.networks.map((network) => (
              <li key={network.name} className="list-inline-item me-3">
                {t('analytics.social.total', {
                  name: network.name,
                  value: n(network.data.reduce((s, v) => s + v, 0)),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </AnalyticsCard>
  );
}

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
  return (
    <Row className="g-3">
      <Col xl={3} md={6}>
        <AnalyticsCard name="tables" id="sources" title={t('analytics.tables.sources')}>
          {(data) => (
            <Table size="sm" className="mb-0">
              {head(
                t('analytics.tables.type'),
                t('analytics.tables.sessions'),
                t('analytics.tables.views'),
              )}
              <tbody>
                {data.sources.map((row) => (
                  <tr key={row.type}>
                    <th scope="row" className="fw-normal">
                      {row.type}
                    </th>
                    <td className="text-end">{n(row.sessions)}</td>
                    <td className="text-end">{n(row.views)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard name="tables" id="engagement" title={t('analytics.tables.engagement')}>
          {(data) => (
            <Table size="sm" className="mb-0">
              {head(
                t('analytics.tables.duration'),
                t('analytics.tables.sessions'),
                t('analytics.tables.views'),
              )}
              <tbody>
                {data.engagement.map((row) => (
                  <tr key={row.duration}>
                    <th scope="row" className="fw-normal">
                      <bdi>{row.duration}</bdi>
                    </th>
                    <td className="text-end">{n(row.sessions)}</td>
                    <td className="text-end">{n(row.views)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard name="tables" id="platforms" title={t('analytics.tables.platforms')}>
          {(data) => (
            <Table size="sm" className="mb-0">
              {head(t('analytics.tables.name'), t('analytics.tables.visits'), '')}
              <tbody>{data.platforms.map((row) => share(row.name, row.visits, row.percent))}</tbody>
            </Table>
          )}
        </AnalyticsCard>
      </Col>
      <Col xl={3} md={6}>
        <AnalyticsCard name="tables" id="channels" title={t('analytics.tables.channels')}>
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
      name="live"
      title={t('analytics.live.title')}
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
            <thead>
              <tr>
                <th scope="col">{t('analytics.live.page')}</th>
                <th scope="col" className="text-end">
                  {t('analytics.live.views')}
                </th>
                <th scope="col" className="text-end">
                  {t('analytics.live.bounce')}
                </th>
                <th scope="col">{t('analytics.live.traffic')}</th>
              </tr>
            </thead>
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

class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LocationsCard() {
  const { t } = useTranslation();
  const { theme } = useChartEnvironment();
  const n = useNumber();
  return (
    <AnalyticsCard
      name="locations"
      title={t('analytics.locations.title')}
      isEmpty={(d) => !d.length}
    >
      {(markers) => (
        <>
          <MapBoundary
            fallback={<p className="text-body-secondary">{t('analytics.locations.mapFailed')}</p>}
          >
            <Suspense
              fallback={
                <p role="status" className="text-body-secondary" style={{ height: 320 }}>
                  {t('analytics.locations.loadingMap')}
                </p>
              }
            >
              <WorldMap markers={markers} label={t('analytics.locations.map')} theme={theme} />
            </Suspense>
          </MapBoundary>
          <div className="visually-hidden">
            <table>
              <caption>{t('analytics.locations.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('analytics.locations.city')}</th>
                  <th scope="col">{t('analytics.locations.sessions')}</th>
                </tr>
              </thead>
              <tbody>
                {markers.map((marker) => (
                  <tr key={marker.name}>
                    <th scope="row">{marker.name}</th>
                    <td>{n(marker.sessions)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AnalyticsCard>
  );
}

export function BrowsersCard() {
  const { t } = useTranslation();
  return (
    <AnalyticsCard name="browsers" title={t('analytics.browsers.title')} isEmpty={(d) => !d.length}>
      {(shares) => (
        <RadialBarsChart
          label={t('analytics.browsers.chart')}
          labels={shares.map((s) => s.browser)}
          values={shares.map((s) => s.value)}
          format={{ style: 'percent' }}
          height={280}
        />
      )}
    </AnalyticsCard>
  );
}
