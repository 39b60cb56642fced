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
} from 'chart.js';

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
 * Called at the top of each chart module. A function rather than a side-effect import:
 * package.json marks modules side-effect free, so a bare `import './register'` is dropped
 * from production builds (and every chart fails with "category is not a registered scale").
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
  );
}
