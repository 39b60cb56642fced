/**
 * The app's one chart family (Chart.js 4 + react-chartjs-2). Import it only from the
 * modules of routes that draw charts: it never reaches the sign-in pages.
 */
export {
  AreaChart,
  BarChart,
  LineChart,
  MixedChart,
  SeriesChart,
  StackedBarChart,
  type Series,
  type SeriesChartProps,
  type SeriesKind,
} from './SeriesChart';
export {
  ArcChart,
  DonutChart,
  GaugeChart,
  PieChart,
  RadialBarsChart,
  type ArcChartProps,
  type ArcKind,
} from './ArcChart';
export { Sparkline } from './Sparkline';
export { formatDate, formatValue, type DateStyle, type ValueFormat } from './format';
export { useChartEnvironment, type ChartColor } from './useChartEnvironment';
export { chartMessages } from './messages';
