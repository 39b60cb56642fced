import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { pagePath } from '@/config/pages';
import {
  SETTINGS_KEY,
  layoutTypeChanged,
  selectLayoutSettings,
  DEFAULT_SETTINGS,
} from '@/features/layout';
import DashboardLayout from './DashboardLayout';
import { mockViewport } from '@/test/viewport';
import { signedIn } from '@/test/session';

function renderLayout(route: string, role: 'Admin' | 'user' = 'Admin') {
  return renderWithProviders(<DashboardLayout />, { route, ...signedIn(role) });
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
const html = () => document.documentElement;

describe('vertical menu', () => {
  it('marks the route’s entry and opens the groups leading to it', async () => {
    renderLayout(pagePath('email-compose'));
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Compose Email' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('button', { name: 'Email' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('button', { name: /Dashboards/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(menu).queryByRole('link', { name: 'Ecommerce' })).not.toBeInTheDocument();
  });

  it('follows the route: navigating opens the new entry’s group and moves the mark', async () => {
    const { router } = renderLayout(pagePath('dashboard-ecommerce'));
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Ecommerce' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate(pagePath('forms-wizard')));
    expect(within(menu).getByRole('button', { name: 'Forms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Wizard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Ecommerce' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('groups open and close with the keyboard (Enter, Space, arrow keys)', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    const menu = await mainMenu();
    const tables = within(menu).getByRole('button', { name: 'Tables' });
    tables.focus();
    await user.keyboard('{Enter}');
    expect(tables).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Basic Tables' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(tables).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Basic Tables' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tables).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(tables).toHaveAttribute('aria-expanded', 'false');
    // Tab reaches the links of an open group.
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Basic Tables' })).toHaveFocus();
  });

  it('shows an Admin every app, with badges', async () => {
    renderLayout(pagePath('dashboard-ecommerce'), 'Admin');
    const menu = await mainMenu();
    for (const name of ['Calendar', 'Chat', 'File Manager']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Email', 'Projects', 'Tasks']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByText('Apps')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Dashboards 2' })).toBeInTheDocument();
  });

  it('hides from a user the entries their role cannot open, and the emptied section', async () => {
    renderLayout(pagePath('dashboard-ecommerce'), 'user');
    const menu = await mainMenu();
    // The shared apps are every member's; e-mail and the users page stay an Admin's.
    for (const name of ['Calendar', 'Chat', 'File Manager']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Projects', 'Tasks']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Forms' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows the user’s name and role, with profile, lock screen (back to this page) and logout', async () => {
    const { user } = renderLayout(`${pagePath('dashboard-ecommerce')}?tab=week`);
    const toggle = await screen.findByRole('button', { name: 'User menu for Shreyu Admin' });
    expect(toggle).toHaveTextContent(/Shreyu Admin\s*Admin/);
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      pagePath('pages-profile'),
    );
    expect(screen.getByRole('link', { name: 'Lock Screen' })).toHaveAttribute(
      'href',
      `${pagePath('auth-lock-screen')}?redirectTo=${encodeURIComponent(`${pagePath('dashboard-ecommerce')}?tab=week`)}`,
    );
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      pagePath('auth-logout'),
    );
  });

  it('shows a user’s role as "User"', async () => {
    renderLayout(pagePath('dashboard-ecommerce'), 'user');
    expect(
      await screen.findByRole('button', { name: 'User menu for Demo User' }),
    ).toHaveTextContent(/Demo User\s*User$/);
  });

  it('switches between light and dark and remembers it', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(html()).toHaveAttribute('data-bs-theme', 'dark');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
      theme: 'dark',
    });
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
  });

  it('has a search box, the language switcher and the notifications', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    expect(await screen.findByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications (4 new)' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('New order #1024 was placed')).toBeInTheDocument();
  });

  it('the wide-screen menu button folds the sidebar to icons and back', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    expect(html()).toHaveAttribute('data-sidebar-size', 'condensed');
    await user.click(toggle);
    expect(html()).toHaveAttribute('data-sidebar-size', 'default');
  });
});

describe('small screens (<= 991 px): the menu is an overlay', () => {
  let viewport: ReturnType<typeof mockViewport>;
  beforeEach(() => {
    viewport = mockViewport(true);
  });
  afterEach(() => viewport.restore());

  it('the toggle opens it with a backdrop; Escape closes it and gives the focus back', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('data-sidebar-size', 'default'); // not folded: it is a phone
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('button')[0],
      ).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('a click on the backdrop closes it', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigating from the menu closes it', async () => {
    const { user, router } = renderLayout(pagePath('dashboard-ecommerce'));
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    await user.click(within(await mainMenu()).getByRole('link', { name: 'Analytics' }));
    expect(router.state.location.pathname).toBe(pagePath('dashboard-analytics'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('growing past 991 px leaves overlay mode', async () => {
    const { user } = renderLayout(pagePath('dashboard-ecommerce'));
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    act(() => viewport.resize(false));
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-expanded');
  });
});

describe('layouts from the one menu', () => {
  /** The layout at `route`, its menu shown, then switched to `type`: the switched menu. */
  async function switchedTo(type: Parameters<typeof layoutTypeChanged>[0], route: string) {
    const { store, user } = renderLayout(route);
    await mainMenu();
    act(() => {
      store.dispatch(layoutTypeChanged(type));
    });
    return { user, menu: await mainMenu() };
  }

  it('horizontal: a menu bar of dropdowns', async () => {
    const { user, menu: bar } = await switchedTo('horizontal', pagePath('forms-basic'));
    expect(within(bar).getByRole('button', { name: 'Components' })).toHaveClass('active');
    await user.click(within(bar).getByRole('button', { name: 'Apps' }));
    expect(await within(bar).findByRole('link', { name: 'Calendar' })).toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Email' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('data-layout-mode', 'horizontal');
  });

  it('two-column: icons for the top-level entries, the picked group’s entries beside them', async () => {
    const { user, menu: icons } = await switchedTo('two-column', pagePath('tables-advanced'));
    expect(within(icons).getByRole('button', { name: 'Tables' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const panel = screen.getByRole('navigation', { name: 'Tables' });
    expect(within(panel).getByRole('link', { name: 'Advanced Tables' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(icons).getByRole('button', { name: 'Maps' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Maps' })).getByRole('link', {
        name: 'Vector Maps',
      }),
    ).toBeInTheDocument();
    expect(within(icons).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      pagePath('apps-calendar'),
    );
  });
});

describe('customizer', () => {
  async function openCustomizer() {
    const rendered = renderLayout(pagePath('dashboard-ecommerce'));
    await rendered.user.click(await screen.findByRole('button', { name: 'Theme settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Theme Settings' });
    return { ...rendered, dialog };
  }

  it.each([
    ['Color scheme', 'Dark', 'data-bs-theme', 'dark'],
    ['Direction', 'Right to left', 'dir', 'rtl'],
    ['Layout', 'Two column', 'data-layout-mode', 'two-column'],
    ['Width', 'Boxed', 'data-layout-width', 'boxed'],
    ['Topbar color', 'Brand', 'data-topbar-color', 'brand'],
    ['Menu color', 'Dark', 'data-menu-color', 'dark'],
    ['Sidebar size', 'Compact', 'data-sidebar-size', 'compact'],
    ['Sidebar position', 'Scrollable', 'data-layout-position', 'scrollable'],
  ])('"%s: %s" applies at once and is saved', async (group, option, attribute, value) => {
    const { user, dialog } = await openCustomizer();
    const field = within(dialog).getByRole('group', { name: group });
    await user.click(within(field).getByRole('radio', { name: option }));
    expect(within(field).getByRole('radio', { name: option })).toBeChecked();
    expect(html()).toHaveAttribute(attribute, value);
    expect(window.localStorage.getItem(SETTINGS_KEY)).toContain(`"${value}"`);
  });

  it('shows the current settings and "Reset to default" restores them all', async () => {
    const { user, dialog, store } = await openCustomizer();
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Color scheme' })).getByRole('radio', {
        name: 'Dark',
      }),
    );
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Sidebar size' })).getByRole('radio', {
        name: 'Condensed',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
    expect(
      within(within(dialog).getByRole('group', { name: 'Color scheme' })).getByRole('radio', {
        name: 'Light',
      }),
    ).toBeChecked();
    expect(
      within(within(dialog).getByRole('group', { name: 'Sidebar size' })).getByRole('radio', {
        name: 'Default',
      }),
    ).toBeChecked();
    expect(html()).toHaveAttribute('data-bs-theme', 'light');
  });

  it('closes with its close button and with Escape, and opens again', async () => {
    const { user, dialog } = await openCustomizer();
    const settings = screen.getByRole('button', { name: 'Theme settings', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close theme settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    expect(await screen.findByRole('dialog', { name: 'Theme Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
