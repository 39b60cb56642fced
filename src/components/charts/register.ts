import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from 'chart.js';

/** The animation each chart was given, while its first draw runs without one. */
const heldAnimation = new WeakMap<Chart, unknown>();

/**
 * A chart's first draw is not animated; its later changes are (new data, a new period).
 * The grow-in animation redrew every chart of a page on every frame for 600 ms while the
 * page was still loading: long tasks on a mid-range phone, for no information.
 */
const stillFirstDraw: Plugin = {
  id: 'stillFirstDraw',
  afterInit(chart) {
    heldAnimation.set(chart, chart.options.animation);
    chart.options.animation = false;
  },
  afterUpdate(chart) {
    if (!heldAnimation.has(chart)) return;
    chart.options.animation = heldAnimation.get(chart) as typeof chart.options.animation;
    heldAnimation.delete(chart);
  },
};

/**
 * Legends are HTML (ChartLegend: they follow the page's direction and text size), and a pie
 * is a doughnut without a hole, so neither Legend nor PieController is registered: the
 * ecommerce dashboard's first load stays within its 360 KiB budget.
 *
 * The one place the chart family tells Chart.js what it draws: only these controllers,
 * elements and scales reach the bundle (line, area, bar, stacked, mixed, pie, donut,
 * radial bars, gauge, sparkline). A new kind registers its parts here.
 */
let registered = false;

/**
 * Called at the top of each chart module (`prepareChartModule`, rehearsal.ts). A function
 * rather than a side-effect import: package.json marks modules side-effect free, so a bare
 * `import './register'` is dropped from production builds (and every chart fails with
 * "category is not a registered scale").
 */
export function registerCharts() {
  if (registered) return;
  registered = true;
  Chart.register(
    LineController,
    BarController,
    DoughnutController,
    LineElement,
    PointElement,
    BarElement,
    ArcElement,
    CategoryScale,
    LinearScale,
    Filler,
    Tooltip,
    stillFirstDraw,
  );
}
