import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { httpScenarios } from '@/mocks/scenarios/http';
import { dashboardScenarios } from '@/mocks/scenarios/dashboard';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { chartMessages } from '@/components/charts';
import { pagePath } from '@/config/pages';
import { AnalyticsDashboard } from './components/AnalyticsDashboard';
import { analyticsFeatureWith } from './feature';
import { analyticsMessages } from './messages';
import { mergeMessages } from '@/lib/messages';

jest.mock('react-chartjs-2', () => ({ Chart: () => <canvas /> }));
// The vector map draws SVG with layout jsdom does not have; e2e checks the real map.
jest.mock('./components/WorldMap', () => ({
  __esModule: true,
  default: ({ label, markers }: { label: string; markers: unknown[] }) => (
    <div role="img" aria-label={`${label} (${markers.length} markers)`} />
  ),
}));

const POLL = 40;
const messages = mergeMessages(analyticsMessages, chartMessages);
const findSection = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });

/** Counts the views-per-minute requests. */
function countLive() {
  const calls = { n: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/api/analytics/views-per-minute')) calls.n += 1;
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The dashboard as an Admin sees it, polling every `pollInterval` ms (by default once a minute: not within a test). */
const renderDashboard = (pollInterval = 60_000) =>
  renderWithProviders(<AnalyticsDashboard />, {
    as: 'Admin',
    features: [analyticsFeatureWith({ pollInterval })],
    messages,
  });

/** The dashboard (mounted or not) with a short poll interval. */
function Host({ show }: { show: boolean }) {
  return show ? <AnalyticsDashboard /> : <p>elsewhere</p>;
}

describe('analytics dashboard', () => {
  afterEach(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  it('loads every widget, the map markers come from the API', async () => {
    renderApp({ route: pagePath('dashboard-analytics'), as: 'Admin' });
    const subscribers = await findSection('Subscribers');
    expect(
      await within(subscribers).findByRole('img', { name: /New subscribers per day/ }),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Total views')).findByRole('img', { name: /two|axis/ }),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('New Users')).findByText('Returning users'),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Social Media Traffic')).findByRole('img', {
        name: /stacked/,
      }),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Sources')).findByText('Organic search'),
    ).toBeInTheDocument();
    expect(await within(await findSection('Channels')).findByText('Tablet')).toBeInTheDocument();
    expect(
      await within(await findSection('Sessions by Location')).findByRole('img', {
        name: /World map .* \(20 markers\)/,
      }),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Sessions by Browser')).findByRole('img', {
        name: /by browser/,
      }),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Views per Minute')).findByRole('img', {
        name: /last 30 minutes/,
      }),
    ).toBeInTheDocument();
  });

  it('a 500 stays in its widget with a retry; the other widgets keep their data', async () => {
    server.use(
      http.get(apiUrl('analytics/browsers'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderDashboard();
    const browsers = await findSection('Sessions by Browser');
    expect(await within(browsers).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(await within(await findSection('Sources')).findByText('Direct')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(browsers).getByRole('button', { name: 'Try again' }));
    expect(await within(browsers).findByRole('img', { name: /by browser/ })).toBeInTheDocument();
  });

  it('a network failure reads its own message', async () => {
    server.use(...httpScenarios['api-network-error']);
    renderDashboard();
    expect(await within(await findSection('New Users')).findByRole('alert')).toHaveTextContent(
      'Cannot reach the server.',
    );
  });

  it('a 403 leads to the access-denied page', async () => {
    server.use(...httpScenarios['api-403']);
    renderApp({ route: pagePath('dashboard-analytics'), as: 'Admin' });
    expect(
      await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('leaving the page cancels the loads in flight', async () => {
    const aborted: string[] = [];
    let received = false;
    server.use(
      http.get(apiUrl('analytics/social'), async ({ request }) => {
        received = true;
        request.signal.addEventListener('abort', () => aborted.push('social'));
        await delay(3000);
        return HttpResponse.json({ years: [], networks: [] });
      }),
    );
    const { rerender, store } = renderWithProviders(<Host show />, {
      as: 'Admin',
      features: [analyticsFeatureWith({ pollInterval: 60_000 })],
      messages,
    });
    await findSection('Social Media Traffic');
    // In flight: the server has it (a request goes out in the task after it was asked for).
    await waitFor(() => expect(received).toBe(true));
    rerender(<Host show={false} />);
    await waitFor(() => expect(aborted).toEqual(['social']));
    expect(store.getState().analytics?.polling).toBe('stopped');
  });

  it('views per minute are polled while the page is open, and the poll stops on leaving', async () => {
    const live = countLive();
    try {
      const { store, rerender } = renderWithProviders(<Host show />, {
        as: 'Admin',
        features: [analyticsFeatureWith({ pollInterval: POLL })],
        messages,
      });
      await waitFor(() => expect(live.calls.n).toBeGreaterThanOrEqual(3), { timeout: 5000 });
      expect(store.getState().analytics?.polling).toBe('running');
      rerender(<Host show={false} />);
      await waitFor(() => expect(store.getState().analytics?.polling).toBe('stopped'));
      const after = live.calls.n;
      await act(() => delay(POLL * 5));
      expect(live.calls.n).toBe(after);
    } finally {
      live.stop();
    }
  });

  it('the poll pauses while the tab is hidden and refreshes as soon as it is shown', async () => {
    const live = countLive();
    try {
      const { store } = renderDashboard(POLL);
      await waitFor(() => expect(live.calls.n).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      act(() => setHidden(true));
      await waitFor(() => expect(store.getState().analytics?.polling).toBe('paused'));
      expect(await screen.findByText('Paused while this tab is hidden')).toBeInTheDocument();
      // Let a request that was already on its way land, then nothing more is asked.
      await act(() => delay(POLL * 2));
      const paused = live.calls.n;
      await act(() => delay(POLL * 5));
      expect(live.calls.n).toBe(paused);

      act(() => setHidden(false));
      await waitFor(() => expect(live.calls.n).toBeGreaterThan(paused));
      expect(store.getState().analytics?.polling).toBe('running');
    } finally {
      live.stop();
    }
  });

  it('a failed poll shows in its card with a retry that restarts it', async () => {
    server.use(...dashboardScenarios['analytics-live-fails']!);
    const { user } = renderDashboard();
    const card = await findSection('Views per Minute');
    expect(await within(card).findByRole('alert')).toHaveTextContent('Database unavailable');
    server.resetHandlers();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('img', { name: /last 30 minutes/ })).toBeInTheDocument();
  });
});
