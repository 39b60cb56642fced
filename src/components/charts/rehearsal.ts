import { Chart, type ChartConfiguration, type Plugin } from 'chart.js';
import { registerCharts } from './register';
import { currentEnvironment, type ChartEnvironment } from './useChartEnvironment';
import { rehearseBeforeFirstTurn } from './useChartTurn';

/**
 * Chart.js's first chart on a page costs several times any later one: its code runs for the
 * first time, its option resolvers fill their caches and the canvas meets its first fonts. On
 * a mid-range phone that was one task of about 150 ms (the next chart: under 20 ms). A
 * rehearsal goes through the same work with the family's own options, on a canvas that is
 * never attached to the page, in stages of a task each: created; laid out without data; drawn;
 * given its data; drawn; removed. The real chart then starts warm. Nothing of it is shown.
 */
export function rehearse(config: Pick<ChartConfiguration, 'type' | 'data' | 'options'>) {
  let chart: Chart | undefined;
  // Updates lay the chart out without drawing it: drawing is a stage of its own.
  let drawing = false;
  const layoutOnly: Plugin = { id: 'rehearsalLayoutOnly', beforeRender: () => drawing };
  const draw = () => {
    drawing = true;
    chart?.render();
    drawing = false;
  };
  const canvas = document.createElement('canvas');
  // A canvas whose parent is not in the document: Chart.js creates the chart and leaves its
  // first update to us (it waits for the canvas to be attached).
  document.createElement('div').append(canvas);
  return [
    () => {
      chart = new Chart(canvas, {
        ...config,
        data: { labels: [], datasets: [] },
        plugins: [layoutOnly],
      });
    },
    () => {
      // Detached, the chart measured its box as 0 × 0 and would draw nothing: a card's size.
      chart?.resize(320, 200);
      chart?.update('none');
    },
    draw,
    () => {
      if (!chart) return;
      chart.data = config.data;
      chart.update('none');
    },
    draw,
    () => {
      chart?.destroy();
      chart = undefined;
    },
  ];
}

/**
 * What each Chart.js chart module does when it loads: registers the family's parts, and has
 * a chart of its kind (`sample`, built for the page as it is) rehearsed before the first
 * chart's turn.
 */
export function prepareChartModule(
  sample: (env: ChartEnvironment) => Pick<ChartConfiguration, 'type' | 'data' | 'options'>,
) {
  registerCharts();
  rehearseBeforeFirstTurn(() => rehearse(sample(currentEnvironment())));
}
