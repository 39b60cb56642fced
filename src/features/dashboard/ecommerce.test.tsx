import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { httpScenarios } from '@/mocks/scenarios/http';
import { dashboardScenarios } from '@/mocks/scenarios/dashboard';
import { savedRows } from '@/mocks/api/store';
import { dashboardTasksTable } from '@/backend/dashboard/routes';
import { DEMO_ADMIN } from '@/mocks/db';
import { renderApp } from '@/test/renderWithProviders';
import { staleFirstRead } from '@/test/staleRead';
import { catchDownloads } from '@/test/downloads';
import { pagePath } from '@/config/pages';
import { lastDays, rangeProblem, type Order } from '@/contract/dashboard';
import { periodChanged } from './dashboardSlice';
import { ordersCsv } from './components/DownloadMenu';

// Canvas drawing is Chart.js's business; the family's own tests read what it hands over.
jest.mock('react-chartjs-2', () => ({ Chart: () => <canvas /> }));

const openDashboard = () => renderApp({ route: pagePath('dashboard-ecommerce'), as: 'Admin' });
const section = (name: string) => screen.getByRole('region', { name });
// The page's code loads lazily with its route: the first answer may take a few seconds.
const findSection = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });

/** The query of every request to `path` (e.g. 'dashboard/revenue'). */
function recordRequests(path: string) {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/api/${path}`)) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

describe('ecommerce dashboard (page + sagas + demo API)', () => {
  it('loads every widget from the demo API; orders link to their invoices', async () => {
    openDashboard();
    const revenue = await findSection('Revenue');
    expect(
      await within(revenue).findByRole('img', { name: /Daily revenue of this period/ }),
    ).toBeInTheDocument();
    const targets = await findSection('Targets');
    expect(
      await within(targets).findByRole('img', { name: /Net profit and revenue/ }),
    ).toBeInTheDocument();
    const sales = await findSection('Sales by Category');
    expect(
      await within(sales).findByRole('img', { name: /Sales by category/ }),
    ).toBeInTheDocument();
    const orders = await findSection('Recent Orders');
    const invoice = await within(orders).findByRole('link', { name: 'Invoice of order 1001' });
    expect(invoice.getAttribute('href')).toMatch(/\/pages\/invoice\/1001$/);
    expect(within(orders).getAllByText(/^(Pending|Delivered|Declined)$/).length).toBeGreaterThan(0);
    expect(
      await within(await findSection('Overview')).findByText('Total Visitors'),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Top Performers')).findByText('Shreyu N'),
    ).toBeInTheDocument();
    expect(
      await within(await findSection('Recent Conversation')).findByText(/stock report/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Today Revenue: trend over the period' }),
    ).toBeInTheDocument();
  });

  it('a 500 shows in the widget that lost its data, with a retry; the rest keeps working', async () => {
    server.use(...dashboardScenarios['dashboard-revenue-fails']!);
    const { user } = openDashboard();
    const revenue = await findSection('Revenue');
    expect(await within(revenue).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(
      await within(section('Targets')).findByRole('img', { name: /Net profit/ }),
    ).toBeInTheDocument();
    expect(await within(section('Recent Orders')).findByRole('table')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(revenue).getByRole('button', { name: 'Try again' }));
    expect(await within(revenue).findByRole('img', { name: /Daily revenue/ })).toBeInTheDocument();
  });

  it('a network failure reads its own message in the widget', async () => {
    server.use(http.get(apiUrl('dashboard/orders'), () => HttpResponse.error()));
    openDashboard();
    expect(await within(await findSection('Recent Orders')).findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('a 403 leads to the access-denied page', async () => {
    server.use(...httpScenarios['api-403']);
    openDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('the period control refetches every widget for the new period', async () => {
    const revenue = recordRequests('dashboard/revenue');
    const orders = recordRequests('dashboard/orders');
    try {
      const { user } = openDashboard();
      await within(await findSection('Revenue')).findByRole('img', { name: /Daily revenue/ });
      await waitFor(() => expect(orders.seen).toHaveLength(1));
      expect(revenue.seen[0]?.get('from')).toBe(lastDays(15).from);

      await user.click(screen.getByRole('button', { name: /^Period:/ }));
      await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
      await waitFor(() => expect(revenue.seen).toHaveLength(2));
      expect(revenue.seen[1]?.get('from')).toBe(lastDays(7).from);
      expect(revenue.seen[1]?.get('to')).toBe(lastDays(7).to);
      await waitFor(() => expect(orders.seen).toHaveLength(2));
      // Orders are dated one a day back from today: 7 of the 12 fall in the last 7 days.
      await waitFor(() =>
        expect(within(section('Recent Orders')).getAllByRole('link')).toHaveLength(7),
      );
    } finally {
      revenue.stop();
      orders.stop();
    }
  });

  it('a new period aborts the stale request (takeLatest), without an error', async () => {
    const sales = staleFirstRead('dashboard/sales', 400, (first) => [
      { category: first ? 'Stale' : 'Fresh', value: 3 },
    ]);
    const { store } = openDashboard();
    await waitFor(() => expect(sales.calls).toBe(1));
    act(() => void store.dispatch(periodChanged(lastDays(30))));
    const card = section('Sales by Category');
    await waitFor(() => expect(within(card).getByRole('cell', { name: /3/ })).toBeInTheDocument());
    expect(within(card).getByRole('rowheader', { name: 'Fresh' })).toBeInTheDocument();
    expect(sales.aborted).toEqual([true]);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaving the page cancels the requests still in flight', async () => {
    const aborted: string[] = [];
    server.use(
      http.get(apiUrl('dashboard/conversation'), async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted.push('conversation'));
        await delay(2000);
        return HttpResponse.json([]);
      }),
    );
    const { router, store } = openDashboard();
    await findSection('Recent Conversation');
    await act(() => router.navigate(pagePath('pages-error-500')));
    await waitFor(() => expect(aborted).toEqual(['conversation']));
    expect(store.getState().dashboard?.widgets.conversation.request.status).toBe('loading');
  });

  it('ticking a task off saves it through the API (it stays done after a reload)', async () => {
    const { user } = openDashboard();
    const tasks = await findSection('Tasks');
    const box = await within(tasks).findByRole('checkbox', {
      name: 'Mark “Call the logistics partner” as done',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(async () =>
      expect(
        (await savedRows(DEMO_ADMIN.uid, dashboardTasksTable)).find(
          (t) => t.title === 'Call the logistics partner',
        )?.done,
      ).toBe(true),
    );
  });

  it('a task that cannot be saved is unticked again, with a message', async () => {
    server.use(...dashboardScenarios['dashboard-task-save-fails']!);
    const { user } = openDashboard();
    const tasks = await findSection('Tasks');
    const box = await within(tasks).findByRole('checkbox', {
      name: 'Mark “Plan the team meeting” as done',
    });
    await user.click(box);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('The task could not be saved')).toBeInTheDocument();
    expect(within(toasts).getByText('Database unavailable')).toBeInTheDocument();
    // The widgets read the store deferred (useDeferredSelector), the toasts do not: the box
    // unticks in the render after the toast's.
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('a custom range that ends before it starts cannot be applied, and the dialog says why', async () => {
    const { user } = openDashboard();
    await findSection('Revenue');
    await user.click(screen.getByRole('button', { name: /^Period:/ }));
    await user.click(screen.getByRole('button', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom range…' });
    const from = await within(dialog).findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    expect(
      await within(dialog).findByText('The period must end on or after the day it starts.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2027-05-01');
    expect(
      await within(dialog).findByText('A period can span at most one year.'),
    ).toBeInTheDocument();
  });
});

describe('period rules and CSV export', () => {
  it('refuses ranges that end before they start or span more than a year', () => {
    expect(rangeProblem({ from: '2026-01-10', to: '2026-01-01' })).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-01-01', to: '2025-12-31' })).toBeNull();
    expect(rangeProblem({ from: 'x', to: '2025-12-31' })).toBe('invalid');
  });

  it('the demo API answers a bad period with a 422 naming the field', async () => {
    server.use(http.get(apiUrl('dashboard/never'), () => HttpResponse.json({}, { status: 404 })));
    const { store } = openDashboard();
    await findSection('Revenue');
    act(() => void store.dispatch(periodChanged({ from: '2026-01-10', to: '2026-01-01' })));
    expect(await within(section('Revenue')).findByRole('alert')).toHaveTextContent(
      'Invalid period',
    );
  });

  it('exports orders as CSV, quoting cells and neutralising formulas', () => {
    const order: Order = {
      id: '1001',
      product: 'Shoe, "red"',
      customer: '=HYPERLINK("x")',
      price: 12.5,
      status: 'Pending',
      date: Date.UTC(2026, 0, 2, 12),
    };
    expect(ordersCsv([order]).split('\r\n')).toEqual([
      '"id","product","customer","price","status","date"',
      '"1001","Shoe, ""red""","\'=HYPERLINK(""x"")","12.5","Pending","2026-01-02"',
    ]);
  });

  it('the Download menu saves the orders on screen as orders.csv', async () => {
    const downloads = catchDownloads();
    const { user } = openDashboard();
    await within(await findSection('Recent Orders')).findByRole('link', {
      name: 'Invoice of order 1001',
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('button', { name: 'Orders as CSV' }));
    expect(downloads.click).toHaveBeenCalledTimes(1);
    expect(downloads.click.mock.contexts[0]).toHaveProperty('download', 'orders.csv');
    expect(downloads.blobs).toHaveLength(1);
    const [header, ...rows] = (await downloads.blobs[0]!.text()).split('\r\n');
    expect(header).toBe('"id","product","customer","price","status","date"');
    expect(rows.some((row) => row.startsWith('"1001",'))).toBe(true);
  });
});
