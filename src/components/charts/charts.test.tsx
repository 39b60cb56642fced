import { act, screen, waitFor } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { renderWithProviders } from '@/test/renderWithProviders';
import { chartMessages, DonutChart, formatValue, LineChart, MixedChart } from '.';

// Canvas drawing is Chart.js's business: these tests read what the family hands it.
const drawn: { type: string; options: ChartOptions<'line'>; data: unknown }[] = [];
jest.mock('react-chartjs-2', () => ({
  Chart: (props: { type: string; options: ChartOptions<'line'>; data: unknown }) => {
    drawn.push(props);
    return <canvas />;
  },
}));

const last = () => drawn[drawn.length - 1]!;
type TickCallback = (value: number | string) => string;
const tick = (axis: string) =>
  (last().options.scales?.[axis]?.ticks as { callback: TickCallback }).callback;
const html = document.documentElement;

/** The frame is on the page at once; its chart draws on its turn (one chart per task). */
async function chartDrawn() {
  await screen.findByRole('img');
  await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
}

function line() {
  return (
    <LineChart
      label="Revenue per month"
      labels={['Jan', 'Feb']}
      format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 1 }}
      series={[{ label: 'Revenue', data: [1234.5, 99] }]}
    />
  );
}

describe('the chart family', () => {
  beforeEach(() => {
    drawn.length = 0;
    html.setAttribute('data-bs-theme', 'light');
    html.setAttribute('dir', 'ltr');
    html.style.removeProperty('--bs-secondary-color');
    html.style.removeProperty('--bs-primary');
  });

  it('is an image named by its label, with its numbers as a hidden table', async () => {
    renderWithProviders(line(), { messages: chartMessages });
    expect(await screen.findByRole('img', { name: 'Revenue per month' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Data of the chart: Revenue per month' });
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(screen.getByRole('rowheader', { name: 'Jan' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€1,234.5' })).toBeInTheDocument();
  });

  it('draws the charts of a page one per task, each frame keeping its height meanwhile', async () => {
    renderWithProviders(
      <>
        {line()}
        <MixedChart
          label="Sales and orders"
          labels={['Jan', 'Feb']}
          series={[
            { label: 'Sales', data: [1, 2] },
            { label: 'Orders', data: [3, 4], type: 'line' },
          ]}
        />
      </>,
      { messages: chartMessages },
    );
    const firstSeries = (d: (typeof drawn)[number]) =>
      (d.data as { datasets: { label: string }[] }).datasets[0]!.label;
    // The charts drawn so far, in order (StrictMode renders each twice: first appearance counts).
    const order = () => [...new Set(drawn.map(firstSeries))];
    const frames = await screen.findAllByRole('img');
    expect(frames).toHaveLength(2);
    // Not both in the commit that mounted them; their frames hold the height meanwhile.
    expect(order().length).toBeLessThan(2);
    for (const frame of frames) expect(frame.style.height).not.toBe('');
    await waitFor(() => expect(order()).toEqual(['Revenue', 'Sales']));
  });

  it('formats numbers in the current language (English, then Italian)', async () => {
    const { i18n } = renderWithProviders(line(), { messages: chartMessages });
    await chartDrawn();
    expect(tick('y')(1234.5)).toBe('€1,234.5');
    await act(() => i18n.changeLanguage('it'));
    expect(tick('y')(1234.5)).toBe('1.234,5\u00a0€');
    expect(screen.getByRole('cell', { name: '1.234,5\u00a0€' })).toBeInTheDocument();
    expect(formatValue(0.5, 'it', { style: 'number' })).toBe('0,5');
    expect(formatValue(12.5, 'en', { style: 'percent' })).toBe('12.5%');
  });

  it('re-themes from the Bootstrap variables when the theme attribute changes', async () => {
    html.style.setProperty('--bs-secondary-color', '#111111');
    html.style.setProperty('--bs-primary', '#222222');
    renderWithProviders(line(), { messages: chartMessages });
    await chartDrawn();
    expect(last().options.scales?.x?.ticks?.color).toBe('#111111');
    const dataset = (last().data as { datasets: { borderColor: string }[] }).datasets[0]!;
    expect(dataset.borderColor).toBe('#222222');

    const before = drawn.length;
    // The MutationObserver reports in a microtask: an async act lets it run.
    await act(() => {
      html.style.setProperty('--bs-secondary-color', '#eeeeee');
      html.setAttribute('data-bs-theme', 'dark');
      return Promise.resolve();
    });
    expect(drawn.length).toBeGreaterThan(before);
    expect(last().options.scales?.x?.ticks?.color).toBe('#eeeeee');
  });

  it('mirrors for right-to-left: reversed x axis, y axis on the right, tooltip rtl', async () => {
    renderWithProviders(
      <MixedChart
        label="Views and sessions"
        labels={['a', 'b']}
        series={[
          { label: 'Views', data: [1, 2], type: 'bar' },
          { label: 'Sessions', data: [3, 4], type: 'line', axis: 'right' },
        ]}
      />,
      { messages: chartMessages },
    );
    await chartDrawn();
    expect(last().options.scales?.x?.reverse).toBe(false);
    await act(() => {
      html.setAttribute('dir', 'rtl');
      return Promise.resolve();
    });
    const options = last().options;
    expect(options.scales?.x?.reverse).toBe(true);
    expect((options.scales?.y as { position: string }).position).toBe('right');
    expect((options.scales?.y1 as { position: string }).position).toBe('left');
    expect(options.plugins?.tooltip?.rtl).toBe(true);
  });

  it('shows "No data for this period" instead of an empty canvas, in Italian too', async () => {
    const { i18n } = renderWithProviders(
      <LineChart label="Empty" labels={[]} series={[{ label: 'x', data: [] }]} />,
      { messages: chartMessages },
    );
    expect(await screen.findByText('No data for this period')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(drawn).toHaveLength(0);
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByText('Nessun dato per questo periodo')).toBeInTheDocument();
  });

  it('draws a donut with its total in the centre', async () => {
    renderWithProviders(<DonutChart label="Sales" labels={['A', 'B']} values={[44, 55]} />, {
      messages: chartMessages,
    });
    expect(await screen.findByRole('img', { name: 'Sales' })).toHaveTextContent('99');
    await chartDrawn();
    expect(last().type).toBe('doughnut');
  });
});
