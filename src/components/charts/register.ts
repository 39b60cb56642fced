import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * The one place the chart family tells Chart.js what it draws: only these controllers,
 * elements and scales reach the bundle (line, area, bar, stacked, mixed, pie, donut,
 * radial bars, gauge, sparkline). A new kind registers its parts here.
 */
Chart.register(
  LineController,
  BarController,
  DoughnutController,
  PieController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
  Legend,
);

export { Chart };
