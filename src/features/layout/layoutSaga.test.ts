import { waitFor } from '@testing-library/react';
import { bootApp } from '@/app/bootstrap';
import { env } from '@/config/env';
import {
  dirChanged,
  layoutTypeChanged,
  layoutWidthChanged,
  menuToggleClicked,
  selectLayoutSettings,
  settingsReset,
  sidenavPositionChanged,
  sidenavSizeChanged,
  sidenavThemeChanged,
  themeChanged,
  topbarThemeChanged,
} from './layoutSlice';
import { DEFAULT_SETTINGS, SETTINGS_KEY, type LayoutSettings } from './settings';

let apps = 0;

/** The app's real store and sagas, started at `search` (the page's query string). */
function start(search = '') {
  window.history.replaceState(null, '', `/shreyu/react/${search}`);
  apps += 1;
  const { store } = bootApp({ env, initialEntries: ['/'], firebaseAppName: `layout-saga-${apps}` });
  return store;
}

const saved = (): unknown => {
  const text = window.localStorage.getItem(SETTINGS_KEY);
  return text === null ? null : (JSON.parse(text) as unknown);
};

const html = () => document.documentElement;

function save(settings: unknown) {
  window.localStorage.setItem(
    SETTINGS_KEY,
    typeof settings === 'string' ? settings : JSON.stringify(settings),
  );
}

const custom: LayoutSettings = {
  theme: 'dark',
  dir: 'rtl',
  layoutType: 'horizontal',
  mode: 'boxed',
  sidenav: { mode: 'compact', position: 'scrollable', theme: 'brand' },
  topbarTheme: 'dark',
};

afterEach(() => {
  window.history.replaceState(null, '', '/shreyu/react/');
});

describe('layout settings: start', () => {
  it('uses the defaults and sets every attribute on <html> when nothing is saved', () => {
    const store = start();
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
    expect(html()).toHaveAttribute('data-layout-mode', 'vertical');
    expect(html()).toHaveAttribute('data-layout-width', 'fluid');
    expect(html()).toHaveAttribute('data-layout-position', 'fixed');
    expect(html()).toHaveAttribute('data-menu-color', 'light');
    expect(html()).toHaveAttribute('data-topbar-color', 'light');
    expect(html()).toHaveAttribute('data-sidebar-size', 'default');
    expect(html()).toHaveAttribute('dir', 'ltr');
    // Reading is not writing: nothing is saved until a person changes something.
    expect(saved()).toBeNull();
  });

  it('restores saved settings and applies them to <html>', () => {
    save(custom);
    const store = start();
    expect(selectLayoutSettings(store.getState())).toEqual(custom);
    expect(html()).toHaveAttribute('data-bs-theme', 'dark');
    expect(html()).toHaveAttribute('data-layout-mode', 'horizontal');
    expect(html()).toHaveAttribute('data-layout-width', 'boxed');
    expect(html()).toHaveAttribute('data-layout-position', 'scrollable');
    expect(html()).toHaveAttribute('data-menu-color', 'brand');
    expect(html()).toHaveAttribute('data-topbar-color', 'dark');
    expect(html()).toHaveAttribute('data-sidebar-size', 'compact');
    expect(html()).toHaveAttribute('dir', 'rtl');
  });

  it.each([
    ['text that is not JSON', '{"theme": "dark"'],
    ['a JSON array', '["dark"]'],
    ['a JSON string', '"dark"'],
    ['null', 'null'],
  ])('falls back to the defaults for %s, and leaves the rest of storage alone', (_, text) => {
    window.localStorage.setItem('something-else', 'kept');
    save(text);
    const store = start();
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
    expect(window.localStorage.getItem('something-else')).toBe('kept');
    expect(window.localStorage.getItem(SETTINGS_KEY)).toBe(text);
  });

  it('keeps the valid fields of partial or damaged settings and defaults the others, field by field', () => {
    save({
      theme: 'dark',
      dir: 'sideways',
      layoutType: 42,
      sidenav: { mode: 'condensed', theme: 'purple' },
      extra: true,
    });
    const store = start();
    expect(selectLayoutSettings(store.getState())).toEqual({
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      sidenav: { ...DEFAULT_SETTINGS.sidenav, mode: 'condensed' },
    });
    expect(html()).toHaveAttribute('data-bs-theme', 'dark');
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(html()).toHaveAttribute('data-sidebar-size', 'condensed');
  });

  it('a sidenav of the wrong type falls back as a whole', () => {
    save({ ...custom, sidenav: 'compact' });
    const store = start();
    expect(selectLayoutSettings(store.getState())).toEqual({
      ...custom,
      sidenav: DEFAULT_SETTINGS.sidenav,
    });
  });
});

describe('layout settings: URL overrides', () => {
  it('apply every override and leave the saved settings unread and untouched', () => {
    save(custom);
    const before = window.localStorage.getItem(SETTINGS_KEY);
    const store = start(
      '?layout_theme=dark&layout_type=two-column&layout_mode=detached&sidenav_size=full&sidenav_theme=dark',
    );
    expect(selectLayoutSettings(store.getState())).toEqual({
      ...DEFAULT_SETTINGS, // not the saved rtl, boxed, scrollable, dark top bar
      theme: 'dark',
      layoutType: 'two-column',
      mode: 'detached',
      sidenav: { ...DEFAULT_SETTINGS.sidenav, mode: 'full', theme: 'dark' },
    });
    expect(html()).toHaveAttribute('data-layout-mode', 'two-column');
    expect(html()).toHaveAttribute('data-layout-width', 'detached');
    expect(html()).toHaveAttribute('data-sidebar-size', 'full');
    expect(html()).toHaveAttribute('data-menu-color', 'dark');
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(SETTINGS_KEY)).toBe(before);
  });

  it('a single override is enough to leave the saved settings unread', () => {
    save(custom);
    const store = start('?layout_theme=light');
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores values outside the table (the default stands), never stores them, and does not crash', () => {
    save(custom);
    const store = start(
      '?layout_theme=purple&layout_type=%3Cscript%3E&layout_mode=&sidenav_size=huge&sidenav_theme=dark',
    );
    expect(selectLayoutSettings(store.getState())).toEqual({
      ...DEFAULT_SETTINGS,
      sidenav: { ...DEFAULT_SETTINGS.sidenav, theme: 'dark' },
    });
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
    expect(saved()).toEqual(custom);
  });

  it('other query parameters are not overrides: the saved settings apply', () => {
    save(custom);
    const store = start('?redirectTo=%2Fdashboard&theme=dark');
    expect(selectLayoutSettings(store.getState())).toEqual(custom);
  });

  it('are saved, with everything else, only once the person changes a setting', () => {
    save(custom);
    const store = start('?layout_type=horizontal&sidenav_size=compact');
    store.dispatch(menuToggleClicked()); // wide screen: folds the sidebar, a real change
    expect(saved()).toEqual({
      ...DEFAULT_SETTINGS,
      layoutType: 'horizontal',
      sidenav: { ...DEFAULT_SETTINGS.sidenav, mode: 'condensed' },
    });
    store.dispatch(topbarThemeChanged('brand'));
    expect(saved()).toEqual({
      ...DEFAULT_SETTINGS,
      layoutType: 'horizontal',
      topbarTheme: 'brand',
      sidenav: { ...DEFAULT_SETTINGS.sidenav, mode: 'condensed' },
    });
  });
});

describe('layout settings: changes', () => {
  it.each([
    [themeChanged('dark'), { theme: 'dark' }, ['data-bs-theme', 'dark']],
    [dirChanged('rtl'), { dir: 'rtl' }, ['dir', 'rtl']],
    [
      layoutTypeChanged('two-column'),
      { layoutType: 'two-column' },
      ['data-layout-mode', 'two-column'],
    ],
    [layoutWidthChanged('boxed'), { mode: 'boxed' }, ['data-layout-width', 'boxed']],
    [
      sidenavSizeChanged('compact'),
      { sidenav: { ...DEFAULT_SETTINGS.sidenav, mode: 'compact' } },
      ['data-sidebar-size', 'compact'],
    ],
    [
      sidenavPositionChanged('scrollable'),
      { sidenav: { ...DEFAULT_SETTINGS.sidenav, position: 'scrollable' } },
      ['data-layout-position', 'scrollable'],
    ],
    [
      sidenavThemeChanged('brand'),
      { sidenav: { ...DEFAULT_SETTINGS.sidenav, theme: 'brand' } },
      ['data-menu-color', 'brand'],
    ],
    [topbarThemeChanged('dark'), { topbarTheme: 'dark' }, ['data-topbar-color', 'dark']],
  ] as const)(
    '%s changes that field alone, applies it and saves it',
    (action, change, [attribute, value]) => {
      const store = start();
      store.dispatch(action);
      const expected = { ...DEFAULT_SETTINGS, ...change };
      expect(selectLayoutSettings(store.getState())).toEqual(expected);
      expect(html()).toHaveAttribute(attribute, value);
      expect(saved()).toEqual(expected);
    },
  );

  it('reset restores every default, applies and saves them', () => {
    save(custom);
    const store = start();
    store.dispatch(settingsReset());
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(saved()).toEqual(DEFAULT_SETTINGS);
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(html()).toHaveAttribute('data-layout-mode', 'vertical');
  });

  it('the menu toggle on a wide screen folds the sidebar to condensed and back, saved', () => {
    const store = start();
    store.dispatch(menuToggleClicked());
    expect(html()).toHaveAttribute('data-sidebar-size', 'condensed');
    store.dispatch(menuToggleClicked());
    expect(html()).toHaveAttribute('data-sidebar-size', 'default');
    expect(saved()).toEqual(DEFAULT_SETTINGS);
  });

  it('survives storage that refuses to save: the change still applies', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = start();
    store.dispatch(themeChanged('dark'));
    expect(html()).toHaveAttribute('data-bs-theme', 'dark');
    expect(setItem).toHaveBeenCalled();
  });
});

describe('layout settings: other tabs', () => {
  function otherTabSaves(value: string | null, key: string | null = SETTINGS_KEY) {
    if (value === null) window.localStorage.removeItem(SETTINGS_KEY);
    else window.localStorage.setItem(SETTINGS_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }),
    );
  }

  it('follows a change saved by another tab at once, without saving it back', async () => {
    const store = start();
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(custom));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SETTINGS_KEY,
        newValue: JSON.stringify(custom),
        storageArea: window.localStorage,
      }),
    );
    await waitFor(() => expect(selectLayoutSettings(store.getState())).toEqual(custom));
    expect(html()).toHaveAttribute('data-bs-theme', 'dark');
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('falls back field by field when the other tab saved something damaged', async () => {
    const store = start();
    otherTabSaves(JSON.stringify({ theme: 'dark', layoutType: 'diagonal' }));
    await waitFor(() =>
      expect(selectLayoutSettings(store.getState())).toEqual({
        ...DEFAULT_SETTINGS,
        theme: 'dark',
      }),
    );
    otherTabSaves('not json');
    await waitFor(() => expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS));
  });

  it('goes back to the defaults when another tab removes the settings or clears storage', async () => {
    save(custom);
    const store = start();
    otherTabSaves(null);
    await waitFor(() => expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS));
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
    store.dispatch(themeChanged('dark'));
    otherTabSaves(null, null);
    await waitFor(() => expect(html()).toHaveAttribute('data-bs-theme', 'light'));
  });

  it('ignores other keys', async () => {
    const store = start();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'shreyu_language',
        newValue: 'it',
        storageArea: window.localStorage,
      }),
    );
    store.dispatch(themeChanged('dark'));
    await waitFor(() => expect(html()).toHaveAttribute('data-bs-theme', 'dark'));
    expect(selectLayoutSettings(store.getState()).theme).toBe('dark');
  });

  it('a change after a sync is saved again (a reset that returns to the defaults)', async () => {
    const store = start();
    store.dispatch(settingsReset()); // nothing changes: nothing saved
    expect(saved()).toBeNull();
    otherTabSaves(JSON.stringify(custom));
    await waitFor(() => expect(selectLayoutSettings(store.getState())).toEqual(custom));
    store.dispatch(settingsReset());
    expect(saved()).toEqual(DEFAULT_SETTINGS);
    expect(html()).toHaveAttribute('dir', 'ltr');
  });
});
