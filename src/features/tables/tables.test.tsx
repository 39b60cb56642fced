import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { tablesScenarios } from '@/mocks/scenarios/tables';
import { renderWithProviders } from '@/test/renderWithProviders';
import { catchDownloads } from '@/test/downloads';
import { tablesFeature } from './feature';
import { BasicTablesDemo, PeopleTable, tablesMessages } from './ui';

// Each keystroke redraws the whole table: on the shared 2-core machine that can pass 5 s.

const renderTable = () =>
  renderWithProviders(<PeopleTable />, {
    as: 'Admin',
    features: [tablesFeature],
    messages: tablesMessages,
  });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(2);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('advanced table', () => {
  it('shows the people from the API, 10 a page', async () => {
    renderTable();
    expect(await screen.findByText('Page 1 of 10 (100 people)')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('sorts by a column header, then by a second one with Shift', async () => {
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.click(screen.getByRole('button', { name: /^Age/ }));
    const ageHeader = screen.getByRole('columnheader', { name: /^Age/ });
    expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
    const ages = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[5]?.textContent));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await user.keyboard('{/Shift}');
    expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('searches, filters a column and pages the result', async () => {
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('rossi');
    await waitFor(() => expect(names().every((name) => /Rossi/.test(name ?? ''))).toBe(true));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('textbox', { name: 'Min age' }));
    await user.paste('70');
    const ages = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[5]?.textContent));
    expect(ages.every((age) => age >= 70)).toBe(true);
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('nobody-here');
    expect(screen.getByText('No people match the search and filters.')).toBeInTheDocument();
  });

  it('changes the page size and the page', async () => {
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 4 (100 people)')).toBeInTheDocument();
  });

  it('expands a row and hides a column', async () => {
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    const first = bodyRows()[0]!;
    await user.click(within(first).getByRole('button', { name: /Show details of/ }));
    expect(screen.getByText('Address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(screen.queryByRole('columnheader', { name: /^Phone/ })).not.toBeInTheDocument();
  });

  it('deletes the selected rows through the API; they stay deleted on the next load', async () => {
    const { user, unmount } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await user.click(within(bodyRows()[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(await screen.findByText('Page 1 of 10 (98 people)')).toBeInTheDocument();
    unmount();
    renderTable();
    expect(await screen.findByText('Page 1 of 10 (98 people)')).toBeInTheDocument();
  });

  it('puts the rows back with a message when the delete fails', async () => {
    server.use(...(tablesScenarios['tables-bulk-delete-fails'] ?? []));
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByText(/The selected people were not deleted/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 10 (100 people)')).toBeInTheDocument();
  });

  it('exports the current view as CSV', async () => {
    const { blobs: created, click } = catchDownloads();
    const { user } = renderTable();
    await screen.findByText(/Page 1 of 10/);
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('rossi');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await created[0]!.text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Name,Phone,Age,Company,Country');
    expect(lines.slice(1).every((line) => /Rossi/.test(line))).toBe(true);
  });
});

describe('basic tables', () => {
  it('fills every variant with people from the API', async () => {
    renderWithProviders(<BasicTablesDemo />, {
      as: 'Admin',
      features: [tablesFeature],
      messages: tablesMessages,
    });
    expect(await screen.findByRole('table', { name: 'Dark table' })).toBeInTheDocument();
    expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(16);
  });
});
