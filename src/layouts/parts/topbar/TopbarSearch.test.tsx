import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { pagePath } from '@/config/pages';
import DashboardLayout from '../../DashboardLayout';
import { signedIn } from '@/test/session';

function renderLayout(role: 'Admin' | 'user' = 'Admin') {
  return renderWithProviders(<DashboardLayout />, {
    route: pagePath('dashboard-ecommerce'),
    ...signedIn(role),
  });
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search' });

describe('top bar search', () => {
  it('its placeholder ends in a left-to-right mark, so the RTL layout reads "Search..." (not "...Search")', async () => {
    renderLayout();
    // Bidi is the browser's (screenshots checked it); here: the words, then U+200E.
    expect(await searchBox()).toHaveAttribute('placeholder', 'Search...\u200E');
  });

  it('finds pages of the menu and opens the chosen one with the keyboard', async () => {
    const { user, router } = renderLayout();
    const box = await searchBox();
    await user.type(box, 'kanb');
    const list = screen.getByRole('listbox', { name: 'Matching pages' });
    const [first] = within(list).getAllByRole('option');
    expect(first).toHaveTextContent('Kanban Board');
    expect(first).toHaveTextContent('Tasks');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(pagePath('tasks-kanban'));
    expect(box).toHaveValue('');
  });

  it('moves through several results with the arrow keys', async () => {
    const { user, router } = renderLayout();
    const box = await searchBox();
    await user.type(box, 'table');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.firstChild?.textContent)).toEqual([
      'Basic Tables',
      'Advanced Tables',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(pagePath('tables-advanced'));
  });

  it('says so when nothing matches, and never offers pages the role cannot open', async () => {
    const { user } = renderLayout('user');
    const box = await searchBox();
    await user.type(box, 'users');
    // The search's own status (the top bar has another: live updates).
    expect(screen.getByText('No pages match “users”')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches in the current language, ignoring accents', async () => {
    const { user, i18n } = renderLayout();
    const box = await searchBox();
    await act(async () => {
      await i18n.changeLanguage('it');
    });
    await user.type(box, 'attivita');
    const [first] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(first).toHaveTextContent('Attività');
  });
});
