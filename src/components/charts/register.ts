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

export { Chart };
