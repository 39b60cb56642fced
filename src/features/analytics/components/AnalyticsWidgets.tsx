// The analytics dashboard's chart cards: the overview (subscribers, views, bounce rate), new
// users, social media traffic and browsers. The tables, the live views and the map have
// files of their own.
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import {
  AreaChart,
  LineChart,
  MixedChart,
  RadialBarsChart,
  Sparkline,
  StackedBarChart,
  formatValue,
} from '@/components/charts';
import { AnalyticsCard } from './AnalyticsCard';
import { useNumber } from './useNumber';

export function OverviewCards() {
  const { t, i18n } = useTranslation();
  const n = useNumber();
  const pct = (value: number) => formatValue(value, i18n.language, { style: 'percent' });
  return (
    <Row className="g-3">
      <Col xl={4}>
        <AnalyticsCard
          minHeight={237}
          name="overview"
          id="subscribers"
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
          minHeight={264}
          name="overview"
          id="views"
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
          minHeight={237}
          name="overview"
          id="bounce"
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
    <AnalyticsCard minHeight={228} name="newUsers">
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
    <AnalyticsCard minHeight={315} name="social" isEmpty={(d) => d.years.length === 0}>
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

export function BrowsersCard() {
  const { t } = useTranslation();
  return (
    <AnalyticsCard minHeight={306} name="browsers">
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
