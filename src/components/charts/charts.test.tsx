import { act, screen, waitFor } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { renderWithProviders } from '@/test/renderWithProviders';
import { chartMessages, DonutChart, formatValue, LineChart, MixedChart, Sparkline } from '.';
import { sparklinePoints } from './Sparkline';

// Canvas drawing is Chart.js's business: these tests read what the family hands it.
const drawn: { type: string; options: ChartOptions<'line'>; data: unknown; dir?: string }[] = [];
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

  it('draws a chart once its frame comes near the screen; printing draws the rest', async () => {
    // A stand-in IntersectionObserver the test drives: which frames are near the screen.
    const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    class FakeObserver {
      elements: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, elements: this.elements });
      }
      observe(element: Element) {
        this.elements.push(element);
      }
      disconnect() {
        this.elements.length = 0;
      }
    }
    const comesNear = (name: string) =>
      act(async () => {
        for (const { callback, elements } of observers) {
          const target = elements.find((e) => e.getAttribute('aria-label') === name);
          if (target) {
            callback(
              [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
              {} as IntersectionObserver,
            );
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(
        <>
          {line()}
          <DonutChart label="Sales by category" labels={['A', 'B']} values={[1, 2]} />
          <MixedChart
            label="Sales and orders"
            labels={['Jan']}
            series={[{ label: 'Sales', data: [1] }]}
          />
        </>,
        { messages: chartMessages },
      );
      // Each chart by its categories (StrictMode draws each twice: first appearance counts).
      const names = () => [
        ...new Set(drawn.map((d) => (d.data as { labels: string[] }).labels.join('+'))),
      ];
      // Frames, hidden tables and heights are there; no chart is drawn off screen.
      expect(await screen.findAllByRole('img')).toHaveLength(3);
      expect(screen.getAllByRole('table')).toHaveLength(3);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(drawn).toHaveLength(0);
      await comesNear('Sales by category');
      // Drawn in a task of its own, which a loaded machine may run after comesNear's pause.
      await waitFor(() => expect(names()).toEqual(['A+B']));
      // Printing draws the charts still waiting, at once.
      act(() => void window.dispatchEvent(new Event('beforeprint')));
      expect(names()).toEqual(['A+B', 'Jan+Feb', 'Jan']);
    } finally {
      globalThis.IntersectionObserver = original;
    }
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

  it('mirrors for right-to-left: categories from the right, y axis on the right, tooltip rtl; English text still reads left to right', async () => {
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
    type Data = { labels: string[]; datasets: { data: number[] }[] };
    expect((last().data as Data).labels).toEqual(['a', 'b']);
    await act(() => {
      html.setAttribute('dir', 'rtl');
      return Promise.resolve();
    });
    const options = last().options;
    // Reversed in the data, not by Chart.js's axis option (which pads the wrong side).
    expect(options.scales?.x?.reverse).toBeUndefined();
    expect((last().data as Data).labels).toEqual(['b', 'a']);
    expect((last().data as Data).datasets.map((d) => d.data)).toEqual([
      [2, 1],
      [4, 3],
    ]);
    // The data table stays in reading order of the data (first category first).
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['a', 'b']);
    expect((options.scales?.y as { position: string }).position).toBe('right');
    expect((options.scales?.y1 as { position: string }).position).toBe('left');
    expect(options.plugins?.tooltip?.rtl).toBe(true);
    // "11:40 PM", not "PM 11:40": the tooltip's and the canvas's text go in English's direction.
    expect(options.plugins?.tooltip?.textDirection).toBe('ltr');
    expect(last().dir).toBe('ltr');
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

describe('Sparkline (SVG)', () => {
  beforeEach(() => {
    html.setAttribute('data-bs-theme', 'light');
    html.setAttribute('dir', 'ltr');
    html.style.removeProperty('--bs-success');
  });

  it('draws at once, named, its values tabulated in the current language', async () => {
    const { i18n } = renderWithProviders(
      <Sparkline label="Orders, last 11 days" data={[3, 1234.5, 2]} color="success" />,
      { messages: chartMessages },
    );
    const figure = await screen.findByRole('img', { name: 'Orders, last 11 days' });
    const paths = figure.querySelectorAll('svg path');
    expect(paths).toHaveLength(2); // the area and the line
    expect(screen.getByRole('cell', { name: '1,234.5' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('it'));
    // The family's own formatting (tested above); here: the table follows the language.
    const italian = formatValue(1234.5, 'it');
    expect(italian).toBe('1.234,5');
    expect(screen.getByRole('cell', { name: italian })).toBeInTheDocument();
  });

  it('takes its colour from the theme and follows a theme change', async () => {
    html.style.setProperty('--bs-success', '#112233');
    renderWithProviders(<Sparkline label="Trend" data={[1, 2]} color="success" area={false} />, {
      messages: chartMessages,
    });
    await screen.findByRole('img', { name: 'Trend' });
    const line = () => screen.getByRole('img', { name: 'Trend' }).querySelector('svg path');
    expect(line()).toHaveAttribute('stroke', '#112233');
    await act(() => {
      html.style.setProperty('--bs-success', '#445566');
      html.setAttribute('data-bs-theme', 'dark');
      return Promise.resolve();
    });
    expect(line()).toHaveAttribute('stroke', '#445566');
  });

  it('runs from the right edge in right-to-left pages', async () => {
    renderWithProviders(<Sparkline label="Trend" data={[1, 2]} />, { messages: chartMessages });
    await screen.findByRole('img', { name: 'Trend' });
    const group = () => screen.getByRole('img', { name: 'Trend' }).querySelector('svg g');
    expect(group()).not.toHaveAttribute('transform');
    await act(() => {
      html.setAttribute('dir', 'rtl');
      return Promise.resolve();
    });
    expect(group()).toHaveAttribute('transform', 'matrix(-1 0 0 1 100 0)');
  });

  it('puts the smallest value at the bottom and the largest at the top; no data, no line', async () => {
    expect(sparklinePoints([0, 10, 5], 48)).toEqual([
      [0, 45],
      [50, 3],
      [100, 24],
    ]);
    expect(sparklinePoints([7, 7], 48)).toEqual([
      [0, 24],
      [100, 24],
    ]);
    renderWithProviders(<Sparkline label="Nothing" data={[]} />, { messages: chartMessages });
    expect(await screen.findByText('No data for this period')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Nothing' })).not.toBeInTheDocument();
  });
});
