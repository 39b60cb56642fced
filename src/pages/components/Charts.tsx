import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { PageTitle } from '@/components/PageTitle';
import {
  AreaChart,
  BarChart,
  DonutChart,
  GaugeChart,
  LineChart,
  MixedChart,
  PieChart,
  RadialBarsChart,
  Sparkline,
  StackedBarChart,
  chartMessages,
} from '@/components/charts';
import { mergeMessages } from '@/lib/messages';
import { ChartDemo } from './charts/ChartDemo';
import en from './charts/locales/en.json';
import it from './charts/locales/it.json';

export const messages = mergeMessages({ en, it }, chartMessages);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const DAY = 86_400_000;
const list = (n: number, random: (a: number, b: number) => number, min: number, max: number) =>
  Array.from({ length: n }, () => random(min, max));

export default function ChartsPage() {
  const { t } = useTranslation();
  // Days relative to today, for the datetime demos.
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const days = Array.from({ length: 14 }, (_, i) => today.getTime() - (13 - i) * DAY);
  return (
    <>
      <PageTitle />
      <p className="text-body-secondary">{t('chartsDemo.intro')}</p>
      <Row className="g-3">
        <Col xl={6}>
          <ChartDemo title="Line">
            {(r) => (
              <LineChart
                label="Line chart: desktop and mobile visits per month"
                labels={MONTHS}
                series={[
                  { label: 'Desktop', data: list(9, r, 10, 90) },
                  { label: 'Mobile', data: list(9, r, 10, 90) },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Gradient area">
            {(r) => (
              <AreaChart
                label="Area chart: sessions per month"
                labels={MONTHS}
                series={[{ label: 'Sessions', data: list(9, r, 20, 120), color: 'info' }]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Stacked area">
            {(r) => (
              <AreaChart
                stacked
                label="Stacked area chart: visits by source per month"
                labels={MONTHS}
                series={[
                  { label: 'Direct', data: list(9, r, 10, 40) },
                  { label: 'Search', data: list(9, r, 10, 40) },
                  { label: 'Social', data: list(9, r, 10, 40) },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Column">
            {(r) => (
              <BarChart
                label="Column chart: net profit, revenue and free cash flow per month"
                labels={MONTHS}
                series={[
                  { label: 'Net Profit', data: list(9, r, 30, 70) },
                  { label: 'Revenue', data: list(9, r, 50, 110) },
                  { label: 'Free Cash Flow', data: list(9, r, 20, 50) },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Bar with negative values">
            {(r) => (
              <BarChart
                horizontal
                label="Horizontal bar chart: change per region, in percent"
                labels={['North', 'South', 'East', 'West', 'Centre', 'Islands']}
                format={{ style: 'percent' }}
                series={[{ label: 'Change', data: list(6, r, -40, 60), color: 'success' }]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Stacked columns">
            {(r) => (
              <StackedBarChart
                label="Stacked column chart: products sold by category per month"
                labels={MONTHS.slice(0, 6)}
                series={[
                  { label: 'Product A', data: list(6, r, 10, 50) },
                  { label: 'Product B', data: list(6, r, 10, 50) },
                  { label: 'Product C', data: list(6, r, 10, 50) },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Line, column and area">
            {(r) => (
              <MixedChart
                label="Mixed chart: team A as columns, team B as an area, team C as a line"
                labels={MONTHS}
                series={[
                  { label: 'Team A', data: list(9, r, 20, 60), type: 'bar' },
                  { label: 'Team B', data: list(9, r, 10, 50), type: 'line', area: true },
                  { label: 'Team C', data: list(9, r, 30, 70), type: 'line' },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Multiple y axes">
            {(r) => (
              <MixedChart
                label="Chart with two y axes: income in dollars (columns, left) and cash flow in percent (line, right)"
                labels={MONTHS}
                format={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
                rightFormat={{ style: 'percent' }}
                series={[
                  { label: 'Income', data: list(9, r, 1000, 5000), type: 'bar' },
                  {
                    label: 'Cash flow',
                    data: list(9, r, 5, 60),
                    type: 'line',
                    axis: 'right',
                    color: 'danger',
                  },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Datetime line">
            {(r) => (
              <LineChart
                label="Line chart over the last 14 days: orders per day"
                labels={days}
                dates="day"
                smooth={false}
                series={[{ label: 'Orders', data: list(14, r, 5, 60), color: 'warning' }]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={6}>
          <ChartDemo title="Revenue in euros">
            {(r) => (
              <AreaChart
                label="Area chart: daily revenue in euros over the last 14 days"
                labels={days}
                dates="day"
                format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 1 }}
                series={[{ label: 'Revenue', data: list(14, r, 800, 2400), color: 'success' }]}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Pie">
            {(r) => (
              <PieChart
                label="Pie chart: visits by device"
                labels={['Desktop', 'Mobile', 'Tablet', 'Other']}
                values={list(4, r, 10, 60)}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Donut">
            {(r) => (
              <DonutChart
                label="Donut chart: sales by category, total in the centre"
                labels={['Clothes', 'Smartphones', 'Electronics', 'Other']}
                values={list(4, r, 10, 60)}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Radial bar">
            {(r) => {
              const value = r(20, 95);
              return (
                <RadialBarsChart
                  label="Radial bar: goal reached, in percent"
                  labels={['Goal']}
                  values={[value]}
                  format={{ style: 'percent' }}
                  centerLabel={`${value}%`}
                  legend={false}
                />
              );
            }}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Multiple radial bars">
            {(r) => (
              <RadialBarsChart
                label="Radial bars: sessions by browser, in percent"
                labels={['Chrome', 'Firefox', 'Safari', 'Edge']}
                values={list(4, r, 30, 95)}
                format={{ style: 'percent' }}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Gauge">
            {(r) => (
              <GaugeChart
                label="Gauge: server load, in percent"
                labels={['Load']}
                values={[r(10, 95)]}
                format={{ style: 'percent' }}
              />
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Sparklines">
            {(r) => (
              <div className="d-flex flex-column gap-3">
                <Sparkline label="Sparkline: revenue trend" data={list(11, r, 5, 60)} />
                <Sparkline
                  label="Sparkline: orders trend"
                  data={list(11, r, 5, 60)}
                  color="success"
                  area={false}
                />
                <Sparkline
                  label="Sparkline: refunds trend"
                  data={list(11, r, 5, 60)}
                  color="danger"
                />
              </div>
            )}
          </ChartDemo>
        </Col>
        <Col xl={4} md={6}>
          <ChartDemo title="Empty series">
            {(_, round) => (
              <LineChart
                label="A chart whose period has no data"
                labels={round % 2 === 0 ? [] : MONTHS}
                series={[
                  { label: 'Visits', data: round % 2 === 0 ? [] : MONTHS.map((_, i) => i * 7) },
                ]}
              />
            )}
          </ChartDemo>
        </Col>
      </Row>
    </>
  );
}
