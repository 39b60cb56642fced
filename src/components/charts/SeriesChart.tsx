import type { ChartData, ChartDataset, ChartOptions, TooltipItem } from 'chart.js';
import { prepareChartModule } from './rehearsal';
import { ChartJsFrame } from './ChartJsFrame';
import {
  DEFAULT_FORMAT,
  formatDate,
  formatValue,
  type DateStyle,
  type ValueFormat,
} from './format';
import {
  seriesColor,
  useChartEnvironment,
  withAlpha,
  type ChartColor,
  type ChartEnvironment,
} from './useChartEnvironment';

// A line over an area and bars, on two axes: the stages every series chart goes through.
prepareChartModule((env) =>
  buildSeriesChart(
    'mixed',
    {
      label: '',
      labels: [0, 86_400_000, 172_800_000],
      dates: 'day',
      series: [
        { label: 'a', data: [3, 1, 2], type: 'bar' },
        { label: 'b', data: [1, 3, 2], area: true, axis: 'right' },
      ],
      format: { style: 'currency', currency: 'USD' },
    },
    env,
  ),
);

export interface Series {
  label: string;
  data: (number | null)[];
  color?: ChartColor;
  /** In a mixed chart: drawn as bars or a line (the chart's kind decides otherwise). */
  type?: 'line' | 'bar';
  /** A line with its area filled. */
  area?: boolean;
  /** Measured on the second y axis (mixed charts with two axes). */
  axis?: 'left' | 'right';
  dashed?: boolean;
}

export type SeriesKind = 'line' | 'area' | 'bar' | 'stacked' | 'mixed';

export interface SeriesChartProps {
  /** What the chart shows, read to screen readers (`aria-label`). */
  label: string;
  /** x values: categories, or epoch ms when `dates` is given. */
  labels: (string | number)[];
  dates?: DateStyle;
  series: Series[];
  /** Stacks bars (or filled areas) on each other. */
  stacked?: boolean;
  horizontal?: boolean;
  /** Values of the left axis, tooltips and data table. */
  format?: ValueFormat;
  /** Values of the right axis (mixed charts with two axes). */
  rightFormat?: ValueFormat;
  height?: number;
  legend?: boolean;
  /** Smooth curves (default) or straight segments. */
  smooth?: boolean;
  /** Sparklines: no axes, legend, grid or tooltip. */
  bare?: boolean;
}

type Kind = 'line' | 'bar';

const axisLabels = (props: SeriesChartProps, language: string) =>
  props.labels.map((value) =>
    props.dates && typeof value === 'number'
      ? formatDate(value, language, props.dates)
      : String(value),
  );

/**
 * The options and data for Chart.js: a pure function of the props and the environment
 * (theme colours, direction, language), so that tests can read what the chart was given.
 */
export function buildSeriesChart(kind: SeriesKind, props: SeriesChartProps, env: ChartEnvironment) {
  const { palette, rtl, language } = env;
  const format = props.format ?? DEFAULT_FORMAT;
  const rightFormat = props.rightFormat ?? format;
  const stacked = props.stacked ?? kind === 'stacked';
  const baseType: Kind = kind === 'bar' || kind === 'stacked' ? 'bar' : 'line';
  const labels = axisLabels(props, language);
  // In RTL the categories run from right to left. Chart.js pads a reversed axis on the wrong
  // side (the first label's width goes to the left while that label is drawn on the right),
  // which clipped the last date at the left edge: the order is reversed in the data instead.
  const mirrored = rtl && !props.horizontal;
  const fromTheLeft = <T,>(values: T[]): T[] => (mirrored ? [...values].reverse() : values);
  const hasRight = props.series.some((s) => s.axis === 'right');

  const datasets = props.series.map((series, index) => {
    const color = seriesColor(palette, index, series.color);
    const type = series.type ?? baseType;
    const area = series.area ?? kind === 'area';
    const common = {
      label: series.label,
      data: fromTheLeft(series.data),
      yAxisID: series.axis === 'right' ? 'y1' : 'y',
      borderColor: color,
      order: type === 'line' ? 0 : 1,
    };
    if (type === 'bar') {
      return {
        ...common,
        type: 'bar' as const,
        backgroundColor: color,
        borderRadius: 3,
        maxBarThickness: 28,
      };
    }
    return {
      ...common,
      type: 'line' as const,
      backgroundColor: withAlpha(color, props.bare ? 0.2 : 0.25),
      fill: area ? (stacked && index > 0 ? '-1' : 'origin') : false,
      tension: props.smooth === false ? 0 : 0.35,
      borderWidth: 2,
      borderDash: series.dashed ? [5, 4] : undefined,
      pointRadius: props.bare ? 0 : 2,
      pointHoverRadius: props.bare ? 0 : 4,
    };
  }) as ChartDataset<Kind, (number | null)[]>[];

  const tick = (value: number | string, which: ValueFormat) =>
    typeof value === 'number' ? formatValue(value, language, which) : value;
  const valueAxis = props.horizontal ? 'x' : 'y';
  const categoryAxis = props.horizontal ? 'y' : 'x';

  const options: ChartOptions<Kind> = {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: props.horizontal ? 'y' : 'x',
    interaction: { mode: 'index', intersect: false },
    animation: { duration: 600 },
    plugins: {
      legend: { display: false },
      tooltip: {
        enabled: !props.bare,
        rtl,
        textDirection: env.textDir,
        callbacks: {
          label: (item: TooltipItem<Kind>) => {
            const raw = props.horizontal ? item.parsed.x : item.parsed.y;
            const which = item.dataset.yAxisID === 'y1' ? rightFormat : format;
            return `${item.dataset.label ?? ''}: ${raw === null ? '' : formatValue(raw, language, which)}`;
          },
        },
      },
    },
    scales: {
      [categoryAxis]: {
        display: !props.bare,
        stacked,
        grid: { display: false },
        border: { color: palette.grid },
        ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 12 },
      },
      [valueAxis]: {
        display: !props.bare,
        stacked,
        reverse: props.horizontal === true && rtl,
        beginAtZero: true,
        position: props.horizontal ? 'bottom' : rtl ? 'right' : 'left',
        grid: { color: palette.grid },
        border: { display: false },
        ticks: { color: palette.text, callback: (value) => tick(value, format) },
      },
      ...(hasRight && {
        y1: {
          display: !props.bare,
          beginAtZero: true,
          position: rtl ? 'left' : 'right',
          grid: { drawOnChartArea: false },
          border: { display: false },
          ticks: { color: palette.text, callback: (value) => tick(value, rightFormat) },
        },
      }),
    },
  };

  const data: ChartData<Kind, (number | null)[], string> = {
    labels: fromTheLeft(labels),
    datasets,
  };
  const table = {
    columns: props.series.map((s) => s.label),
    rows: labels.map((label, row) => ({
      label,
      values: props.series.map((s) => {
        const value = s.data[row];
        return value === null || value === undefined
          ? ''
          : formatValue(value, language, s.axis === 'right' ? rightFormat : format);
      }),
    })),
  };
  const legend =
    !props.bare && (props.legend ?? props.series.length > 1)
      ? props.series.map((series, index) => ({
          label: series.label,
          color: seriesColor(palette, index, series.color),
          dashed: series.dashed,
        }))
      : [];
  return { type: baseType, data, options, table, legend };
}

export const isEmptySeries = (series: Series[]) =>
  series.length === 0 || series.every((s) => s.data.every((v) => v === null || v === undefined));

/** Line, area, bar, stacked and mixed charts: one component, the kind picks the defaults. */
export function SeriesChart({ kind, ...props }: SeriesChartProps & { kind: SeriesKind }) {
  const env = useChartEnvironment();
  const height = props.height ?? (props.bare ? 48 : 280);
  const empty = isEmptySeries(props.series) || props.labels.length === 0;
  const built = empty ? null : buildSeriesChart(kind, props, env);
  return <ChartJsFrame label={props.label} height={height} built={built} env={env} />;
}

export const LineChart = (props: SeriesChartProps) => <SeriesChart kind="line" {...props} />;
export const AreaChart = (props: SeriesChartProps) => <SeriesChart kind="area" {...props} />;
export const BarChart = (props: SeriesChartProps) => <SeriesChart kind="bar" {...props} />;
export const StackedBarChart = (props: SeriesChartProps) => (
  <SeriesChart kind="stacked" {...props} />
);
export const MixedChart = (props: SeriesChartProps) => <SeriesChart kind="mixed" {...props} />;
