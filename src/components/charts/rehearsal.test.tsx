import { screen, waitFor } from '@testing-library/react';
import { Chart } from 'chart.js';
import { renderWithProviders } from '@/test/renderWithProviders';
import { chartMessages, LineChart } from '.';
import { rehearse } from './rehearsal';

// The real charts are react-chartjs-2's business: here they only say when they are drawn.
const log: string[] = [];
jest.mock('react-chartjs-2', () => ({
  Chart: () => {
    log.push('chart drawn');
    return <canvas />;
  },
}));

/** Canvas calls jest-canvas-mock recorded that actually paint (not state changes). */
const paints = (chart: Chart) =>
  (chart.ctx as unknown as { __getDrawCalls(): unknown[] }).__getDrawCalls().length;

const live = () => Object.values(Chart.instances);

describe('the rehearsal of the first chart', () => {
  it('lays out, draws and removes a chart that never reaches the page, one stage at a time', () => {
    const stages = rehearse({
      type: 'line',
      data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] },
      options: { animation: false },
    });
    const [create, layOut, drawEmpty, giveData, draw, remove] = stages;
    expect(stages).toHaveLength(6);

    create!();
    const chart = live()[0]!;
    expect(chart).toBeDefined();
    expect(chart.canvas.isConnected).toBe(false);
    // Created without its data, and not laid out yet.
    expect(chart.data.datasets).toHaveLength(0);
    expect(paints(chart)).toBe(0);

    layOut!();
    expect(chart.width).toBeGreaterThan(0);
    expect(paints(chart)).toBe(0);
    drawEmpty!();
    const axesOnly = paints(chart);
    expect(axesOnly).toBeGreaterThan(0);

    giveData!();
    expect(chart.data.datasets).toHaveLength(1);
    expect(paints(chart)).toBe(axesOnly);
    draw!();
    expect(paints(chart)).toBeGreaterThan(axesOnly);

    remove!();
    expect(live()).toHaveLength(0);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('runs before the first chart of the page is drawn, and leaves no chart behind', async () => {
    // Record the rehearsal's chart being removed, then remove it as Chart.js would.
    const realDestroy = Chart.prototype.destroy;
    Chart.prototype.destroy = function (this: Chart) {
      log.push('rehearsal removed');
      realDestroy.call(this);
    };
    try {
      renderWithProviders(
        <LineChart
          label="Revenue"
          labels={['Jan', 'Feb']}
          series={[{ label: 'Revenue', data: [1, 2] }]}
        />,
        { messages: chartMessages },
      );
      await screen.findByRole('img', { name: 'Revenue' });
      await waitFor(() => expect(log).toContain('chart drawn'), { timeout: 3000 });
      // The series charts' rehearsal (and the donut's, whose module the family also loads)
      // finished before the real chart's turn.
      expect(log.indexOf('rehearsal removed')).toBeGreaterThanOrEqual(0);
      expect(log.indexOf('rehearsal removed')).toBeLessThan(log.indexOf('chart drawn'));
      expect(live()).toHaveLength(0);
    } finally {
      Chart.prototype.destroy = realDestroy;
    }
  });
});
