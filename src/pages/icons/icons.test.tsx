import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ArrowDownLeft } from 'lucide-react';
import * as Unicons from '@iconscout/react-unicons';
import { renderApp } from '@/test/renderWithProviders';
import { filterIcons, kebab, normalizeIconName } from './components/iconSearch';

const slow = { timeout: 10000 };

describe('icon search', () => {
  const icons = [
    { name: 'arrow-down', copy: 'a' },
    { name: 'arrow-down-left', copy: 'b', category: 'outline' },
    { name: 'alarm-fill', copy: 'c', category: 'filled' },
  ];

  it('ignores case, dashes and spaces', () => {
    expect(normalizeIconName('Arrow-Down ')).toBe('arrowdown');
    expect(filterIcons(icons, 'ArrowDown').map((i) => i.name)).toEqual([
      'arrow-down',
      'arrow-down-left',
    ]);
    expect(filterIcons(icons, 'arrow down left').map((i) => i.name)).toEqual(['arrow-down-left']);
    expect(filterIcons(icons, '')).toHaveLength(3);
  });

  it('filters by category', () => {
    expect(filterIcons(icons, '', 'filled').map((i) => i.name)).toEqual(['alarm-fill']);
  });

  it('turns component names into icon names', () => {
    expect(kebab('ArrowDownLeft')).toBe('arrow-down-left');
    expect(kebab('Table2')).toBe('table2');
  });
});

describe('icon pages', () => {
  it('Bootstrap Icons: the whole set, search, outline/filled filter, count, copy with a toast', async () => {
    const { user } = renderApp({ route: '/icons/bootstrap', as: 'Admin' });
    // After the render: user-event's setup puts its own clipboard stub in place.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const search = await screen.findByRole('searchbox', { name: 'Search icons' }, slow);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^(\d+) of \1 icons$/);
    expect(screen.getAllByRole('button', { name: /^[a-z0-9-]+$/ })).toHaveLength(120);

    await user.type(search, 'Alarm-FILL');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^1 of \d{4} icons$/);
    await user.clear(search);
    await user.type(search, 'alarm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Filled');
    const grid = screen.getByRole('list', { name: 'Icons' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['alarm-fill']);

    within(grid).getByRole('button', { name: 'alarm-fill' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('bi bi-alarm-fill'));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Copied')).toBeInTheDocument();
  });

  it('Feather (Lucide): a click copies the import line', async () => {
    const { user } = renderApp({ route: '/icons/feather', as: 'Admin' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search icons' }, slow),
      'arrowdownleft',
    );
    await user.click(screen.getByRole('button', { name: 'arrow-down-left' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith("import { ArrowDownLeft } from 'lucide-react';"),
    );
  });

  it('Unicons: the whole set loads and a search finds an icon', async () => {
    const { user } = renderApp({ route: '/icons/unicons', as: 'Admin' });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search icons' }, slow),
      'ANGLE-DOWN',
    );
    expect(screen.getByRole('button', { name: 'angle-down' })).toBeInTheDocument();
    // Names are code: left to right on a right-to-left page too.
    expect(screen.getByText('angle-down')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/of 1[12]\d\d icons/)).toBeInTheDocument();
  });

  // The sets are kept as data (scripts/iconSets.cjs); a tile must draw what the library draws.
  it.each<[string, string, ComponentType<{ size?: number | string }> | undefined]>([
    ['/icons/feather', 'arrow-down-left', ArrowDownLeft],
    ['/icons/unicons', 'angle-down', Unicons.UilAngleDown],
  ])('%s: the %s tile is the library icon itself', async (route, name, LibraryIcon) => {
    if (!LibraryIcon) throw new Error(`the library has no icon ${name}`);
    const { user } = renderApp({ route, as: 'Admin' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search icons' }, slow), name);
    const tile = screen.getByRole('button', { name });
    const drawn = tile.querySelector('svg');
    const library = render(<LibraryIcon size={24} />).container.querySelector('svg');
    library?.removeAttribute('class'); // lucide names each icon in its class; the tile need not
    expect(drawn?.querySelectorAll('*').length).toBeGreaterThan(0);
    expect(drawn?.isEqualNode(library)).toBe(true);
  });

  it('a copy the browser refuses says so, with the text to copy by hand', async () => {
    const { user } = renderApp({ route: '/icons/bootstrap', as: 'Admin' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search icons' }, slow),
      'alarm-fill',
    );
    await user.click(screen.getByRole('button', { name: 'alarm-fill' }));
    expect(await screen.findByText('Could not copy')).toBeInTheDocument();
  });
});
