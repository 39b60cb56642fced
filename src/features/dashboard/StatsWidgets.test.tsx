import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { httpScenarios } from '@/mocks/scenarios/http';
import { apiUrl } from '@/mocks/apiBase';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { staleFirstRead } from '@/test/staleRead';
import { pagePath } from '@/config/pages';
import { StatsWidgets } from './components/StatsWidgets';
import { readStats } from './requests';
import { dashboardFeature } from './feature';
import { DASHBOARD_API } from '@/contract/dashboard';

const asAdmin = { as: 'Admin' as const, features: [dashboardFeature] };

describe('dashboard stats (component + slice + saga + HTTP helper)', () => {
  it('loads the headline numbers from the demo API', async () => {
    renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
    expect(screen.getByText('$2,100')).toBeInTheDocument();
    expect(screen.getByText('New Visitors')).toBeInTheDocument();
  });

  it("shows the server's message once, where the numbers would be, and retries on request", async () => {
    server.use(...httpScenarios['api-500']);
    const { user } = renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).queryByRole('alert')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
  });

  it('treats a 404 as "no data" without an error toast', async () => {
    server.use(...httpScenarios['api-404']);
    renderWithProviders(<StatsWidgets />, asAdmin);
    expect(
      await screen.findByText('Sorry! the data you are looking for could not be found'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
  });

  it('401 says "Invalid credentials" (the template\'s text, translated)', async () => {
    server.use(...httpScenarios['api-401']);
    renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('the demo API itself refuses a request without a session token', async () => {
    renderWithProviders(<StatsWidgets />, { features: [dashboardFeature] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.queryByText('Today Revenue')).not.toBeInTheDocument();
  });

  it('a 500 without a server message reads the translated text, in Italian too (never axios English)', async () => {
    server.use(http.get(apiUrl('dashboard/stats'), () => new HttpResponse(null, { status: 500 })));
    const { i18n } = renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request.',
    );
    expect(screen.queryByText(/status code/)).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il server non ha potuto completare la richiesta.',
    );
  });

  it("shows the server's request id beside its message, so a user can quote it (en + it)", async () => {
    server.use(
      http.get(apiUrl('dashboard/stats'), () =>
        HttpResponse.json(
          { message: 'Database unavailable', requestId: 'req-7f3a' },
          { status: 503 },
        ),
      ),
    );
    const { i18n } = renderWithProviders(<StatsWidgets />, asAdmin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable (request id req-7f3a)');
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByRole('alert')).toHaveTextContent('(id richiesta req-7f3a)');
  });

  it('takes the id from the x-request-id header when the body has none', async () => {
    server.use(
      http.get(apiUrl('dashboard/stats'), () =>
        HttpResponse.json({}, { status: 500, headers: { 'x-request-id': 'lb-01' } }),
      ),
    );
    renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. (request id lb-01)',
    );
  });

  it('a network failure gets its own message', async () => {
    server.use(...httpScenarios['api-network-error']);
    renderWithProviders(<StatsWidgets />, asAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('403 sends the person to the access-denied page through the router, inside the base path', async () => {
    server.use(...httpScenarios['api-403']);
    const { store, router } = renderApp({ route: pagePath('pages-error-500'), as: 'Admin' });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    store.injectFeature(dashboardFeature);
    store.dispatch(readStats.requested());
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pagePath('access-denied'));
    await waitFor(() => expect(store.getState().dashboard?.statsRequest.status).toBe('failed'));
    expect(store.getState().dashboard?.statsRequest.error?.code).toBe('http/forbidden');
  });

  it('a newer request cancels the one in flight (aborted, no error shown)', async () => {
    const stats = staleFirstRead('dashboard/stats', 200, (first) => [
      { id: 'x', label: first ? 'Stale' : 'Fresh', value: 1, prefix: '', change: 0 },
    ]);
    const { store } = renderWithProviders(<StatsWidgets />, asAdmin);
    await waitFor(() => expect(stats.calls).toBe(1));
    store.dispatch(readStats.requested());
    expect(await screen.findByText('Fresh')).toBeInTheDocument();
    await waitFor(() => expect(stats.aborted).toEqual([true]));
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    expect(store.getState().dashboard?.statsRequest.status).toBe('succeeded');
    expect(store.getState().notifications.items).toEqual([]);
    expect(DASHBOARD_API.stats).toBe('api/dashboard/stats');
  });
});
