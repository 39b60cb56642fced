import { ChartFrame } from './ChartFrame';
import { formatValue } from './format';
import { useChartEnvironment, withAlpha, type ChartColor } from './useChartEnvironment';

/** The drawing's width in SVG units; it is stretched to the card's width. */
const WIDTH = 100;
/** Room above and below the line, so its stroke is never cut. */
const PAD = 3;
/** How far a control point reaches towards the neighbours (0: straight segments). */
const SMOOTHING = 0.18;

type Point = readonly [number, number];

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  let path = `M${first![0]},${first![1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const p0 = points[i - 2] ?? points[i - 1]!;
    const p1 = points[i - 1]!;
    const p2 = points[i]!;
    const p3 = points[i + 1] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * SMOOTHING, p1[1] + (p2[1] - p0[1]) * SMOOTHING];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * SMOOTHING, p2[1] - (p3[1] - p1[1]) * SMOOTHING];
    path += ` C${c1.join(',')} ${c2.join(',')} ${p2.join(',')}`;
  }
  return path;
}

/** The values as points of a `WIDTH` × `height` box, the smallest at the bottom. */
export function sparklinePoints(data: readonly number[], height: number): Point[] {
  const min = Math.min(...data);
  const max = Math.max(...data);
  const span = max - min;
  const round = (n: number) => Math.round(n * 100) / 100;
  return data.map((value, i) => [
    round(data.length === 1 ? WIDTH / 2 : (i / (data.length - 1)) * WIDTH),
    round(span === 0 ? height / 2 : PAD + (1 - (value - min) / span) * (height - 2 * PAD)),
  ]);
}

/**
 * An 11-point trend line for stat cards: no axes, no tooltip; still named and tabulated like
 * every chart of the family (ChartFrame), coloured from the theme's `--bs-*` variables
 * (redrawn when the theme changes) and mirrored right to left. Drawn as SVG: a trend line
 * needs none of a chart library's measuring, and a Chart.js canvas per stat card cost a
 * mid-range phone about 50 ms each on the dashboard's first load.
 */
export function Sparkline({
  label,
  data,
  color = 'primary',
  height = 48,
  area = true,
}: {
  label: string;
  data: number[];
  color?: ChartColor;
  height?: number;
  area?: boolean;
}) {
  const { palette, rtl, language } = useChartEnvironment();
  const values = data.filter((value) => Number.isFinite(value));
  const stroke = palette.colors[color];
  const line = smoothPath(sparklinePoints(values, height));
  const table = {
    columns: [label],
    rows: values.map((value, i) => ({
      label: String(i + 1),
      values: [formatValue(value, language)],
    })),
  };
  return (
    <ChartFrame label={label} height={height} empty={values.length === 0} table={table} drawAtOnce>
      <svg
        className="sparkline d-block"
        width="100%"
        height={height}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {/* Right to left, the trend runs from the right edge: the x axis is mirrored. */}
        <g transform={rtl ? `matrix(-1 0 0 1 ${WIDTH} 0)` : undefined}>
          {area && values.length > 1 && (
            <path d={`${line} L${WIDTH},${height} L0,${height} Z`} fill={withAlpha(stroke, 0.2)} />
          )}
          <path
            d={line}
            fill="none"
            stroke={stroke}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </g>
      </svg>
    </ChartFrame>
  );
}
