import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { prepareChartModule } from './rehearsal';
import { ChartJsFrame } from './ChartJsFrame';
import { DEFAULT_FORMAT, formatValue, type ValueFormat } from './format';
import {
  seriesColor,
  useChartEnvironment,
  withAlpha,
  type ChartColor,
  type ChartEnvironment,
} from './useChartEnvironment';

export type ArcKind = 'pie' | 'donut' | 'radial' | 'gauge';

prepareChartModule((env) =>
  buildArcChart('donut', { label: '', labels: ['a', 'b'], values: [1, 2] }, env),
);

export interface ArcChartProps {
  label: string;
  labels: string[];
  values: number[];
  colors?: ChartColor[];
  format?: ValueFormat;
  height?: number;
  /** Radial bars and gauges: the value of a full ring (100 for percentages). */
  max?: number;
  /** The donut's and gauge's centre text (the total, by default, for a donut). */
  centerLabel?: string;
  legend?: boolean;
}

type Kind = 'doughnut';

/** Data and options for Chart.js; pure, so tests can read what a chart was given. */
export function buildArcChart(kind: ArcKind, props: ArcChartProps, env: ChartEnvironment) {
  const { palette, rtl, language } = env;
  const format = props.format ?? DEFAULT_FORMAT;
  const colorOf = (index: number) => seriesColor(palette, index, props.colors?.[index]);
  const max = props.max ?? 100;
  const track = withAlpha(palette.text, 0.15);

  let data: ChartData<Kind, number[], string>;
  if (kind === 'radial') {
    // Concentric rings, one per value: the value, then the rest of the ring as track.
    data = {
      labels: ['value', 'rest'],
      datasets: props.values.map((value, index) => ({
        label: props.labels[index] ?? '',
        data: [value, Math.max(0, max - value)],
        backgroundColor: [colorOf(index), track],
        borderWidth: 0,
        borderRadius: 6,
        weight: 1,
      })),
    };
  } else if (kind === 'gauge') {
    const value = props.values[0] ?? 0;
    data = {
      labels: [props.labels[0] ?? '', 'rest'],
      datasets: [
        {
          label: props.labels[0] ?? '',
          data: [value, Math.max(0, max - value)],
          backgroundColor: [colorOf(0), track],
          borderWidth: 0,
        },
      ],
    };
  } else {
    data = {
      labels: props.labels,
      datasets: [
        {
          label: props.label,
          data: props.values,
          backgroundColor: props.values.map((_, index) => colorOf(index)),
          borderColor: palette.surface,
          borderWidth: 2,
        },
      ],
    };
  }

  const isRing = kind === 'radial' || kind === 'gauge';
  const options: ChartOptions<Kind> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 600 },
    cutout: kind === 'pie' ? 0 : kind === 'radial' ? '35%' : kind === 'gauge' ? '75%' : '70%',
    circumference: kind === 'gauge' ? 180 : 360,
    rotation: kind === 'gauge' ? -90 : 0,
    plugins: {
      legend: { display: false },
      tooltip: {
        enabled: true,
        rtl,
        textDirection: env.textDir,
        filter: (item: TooltipItem<Kind>) => !isRing || item.dataIndex === 0,
        callbacks: {
          label: (item: TooltipItem<Kind>) => {
            const name = isRing ? item.dataset.label : item.label;
            return `${name ?? ''}: ${formatValue(item.parsed, language, format)}`;
          },
        },
      },
    },
  };

  const total = props.values.reduce((sum, value) => sum + value, 0);
  const table = {
    columns: [props.label],
    rows: props.labels.map((label, index) => ({
      label,
      values: [formatValue(props.values[index] ?? 0, language, format)],
    })),
  };
  const legend =
    props.legend === false || kind === 'gauge'
      ? []
      : props.labels.map((label, index) => ({
          label,
          color: colorOf(index),
          value:
            kind === 'radial' ? formatValue(props.values[index] ?? 0, language, format) : undefined,
        }));
  // A pie is a doughnut without a hole (PieController is not registered).
  const type: Kind = 'doughnut';
  return { type, data, options, table, total, legend };
}

/** Pie, donut (total in the centre), radial bars (concentric rings) and gauge (half ring). */
export function ArcChart({ kind, ...props }: ArcChartProps & { kind: ArcKind }) {
  const env = useChartEnvironment();
  const height = props.height ?? 260;
  const empty = props.values.length === 0 || props.values.every((value) => !value);
  const built = empty ? null : buildArcChart(kind, props, env);
  const format = props.format ?? DEFAULT_FORMAT;
  let overlay: string | undefined;
  if (built && kind === 'donut') {
    overlay = props.centerLabel ?? formatValue(built.total, env.language, format);
  } else if (built && (kind === 'gauge' || kind === 'radial') && props.centerLabel) {
    overlay = props.centerLabel;
  } else if (built && kind === 'gauge') {
    overlay = formatValue(props.values[0] ?? 0, env.language, format);
  }
  return (
    <ChartJsFrame
      label={props.label}
      height={height}
      built={built}
      env={env}
      overlay={
        overlay && (
          <span className={`fw-semibold ${kind === 'gauge' ? 'fs-4 d-block mt-5' : 'fs-5'}`}>
            {overlay}
          </span>
        )
      }
    />
  );
}

export const PieChart = (props: ArcChartProps) => <ArcChart kind="pie" {...props} />;
export const DonutChart = (props: ArcChartProps) => <ArcChart kind="donut" {...props} />;
export const RadialBarsChart = (props: ArcChartProps) => <ArcChart kind="radial" {...props} />;
export const GaugeChart = (props: ArcChartProps) => <ArcChart kind="gauge" {...props} />;
