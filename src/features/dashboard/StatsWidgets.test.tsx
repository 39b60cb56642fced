import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { httpScenarios } from '@/mocks/scenarios/http';
import { apiUrl } from '@/mocks/apiBase';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { PATHS } from '@/config/paths';
import { StatsWidgets } from './components/StatsWidgets';
import { statsRequested } from './dashboardSlice';
import { STATS_URL } from './dashboardSaga';

describe('dashboard stats (component + slice + saga + HTTP helper)', () => {
  it('loads the headline numbers from the demo API', async () => {
    renderWithProviders(<StatsWidgets />);
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
    expect(screen.getByText('$2,100')).toBeInTheDocument();
    expect(screen.getByText('New Visitors')).toBeInTheDocument();
  });

  it("shows the server's message once, where the numbers would be, and retries on request", async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = renderWithProviders(<StatsWidgets />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).queryByRole('alert')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
  });

  it('treats a 404 as "no data" without an error toast', async () => {
    server.use(...httpScenarios['api-404']);
    renderWithProviders(<StatsWidgets />);
    expect(
      await screen.findByText('Sorry! the data you are looking for could not be found'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
  });

  it('401 says "Invalid credentials"', async () => {
    server.use(...httpScenarios['api-401']);
    renderWithProviders(<StatsWidgets />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('a network failure gets its own message', async () => {
    server.use(...httpScenarios['api-network-error']);
    renderWithProviders(<StatsWidgets />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('403 sends the person to the access-denied page through the router, inside the base path', async () => {
    server.use(...httpScenarios['api-403']);
    const { store, router } = renderApp({ route: PATHS.error500 });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    store.dispatch(statsRequested());
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.accessDenied);
    await waitFor(() => expect(store.getState().dashboard.status).toBe('failed'));
    expect(store.getState().dashboard.error?.code).toBe('http/forbidden');
  });

  it('a newer request cancels the one in flight (aborted, no error shown)', async () => {
    const aborted: boolean[] = [];
    let calls = 0;
    server.use(
      http.get(apiUrl('dashboard/stats'), async ({ request }) => {
        calls += 1;
        const first = calls === 1;
        request.signal.addEventListener('abort', () => aborted.push(first));
        await delay(first ? 200 : 5);
        return HttpResponse.json([
          { id: 'x', label: first ? 'Stale' : 'Fresh', value: 1, prefix: '', change: 0 },
        ]);
      }),
    );
    const { store } = renderWithProviders(<StatsWidgets />);
    await waitFor(() => expect(calls).toBe(1));
    store.dispatch(statsRequested());
    expect(await screen.findByText('Fresh')).toBeInTheDocument();
    await waitFor(() => expect(aborted).toEqual([true]));
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    expect(store.getState().dashboard.status).toBe('succeeded');
    expect(store.getState().notifications.items).toEqual([]);
    expect(STATS_URL).toBe('api/dashboard/stats');
  });
});
