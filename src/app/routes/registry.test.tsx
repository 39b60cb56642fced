import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { MENU } from '@/config/menu';
import { PAGES, PAGE_IDS, type PageId } from '@/config/pages';
import { pageEntry, pagePath } from '@/config/pages';
import { createI18n } from '@/i18n/i18n';
import { filterMenu, flattenLinks } from '@/layouts/menu/menuModel';
import { createLateNavigator, createServices } from '@/services/createServices';
import { env } from '@/config/env';
import { ROLES, type Role } from '@/services/types';
import { renderApp } from '@/test/renderWithProviders';
import { setupStore } from '../store';
import { RequireAuth, RequireRole } from './guards';
import type { PageModule } from './pageModule';
import { createRoutes, PAGE_LOADERS } from './routeTable';

interface GuardedPage {
  signedIn: boolean;
  roles: readonly Role[] | null;
}

/** What actually guards each page: the RequireAuth / RequireRole elements above its route. */
function guardsByPage(): Map<PageId, GuardedPage> {
  const services = createServices({
    env,
    i18n: createI18n(),
    navigator: createLateNavigator(),
    firebaseAppName: 'registry',
  });
  const routes = createRoutes({ store: setupStore({ services }), i18n: createI18n() });
  const found = new Map<PageId, GuardedPage>();
  const walk = (list: RouteObject[], above: GuardedPage) => {
    for (const route of list) {
      const here = { ...above };
      if (isValidElement(route.element) && route.element.type === RequireAuth) here.signedIn = true;
      if (
        isValidElement<{ roles: readonly Role[] }>(route.element) &&
        route.element.type === RequireRole
      ) {
        here.roles = route.element.props.roles;
      }
      const pageId = (route.handle as { pageId?: PageId } | undefined)?.pageId;
      if (pageId) found.set(pageId, here);
      if (route.children) walk(route.children, here);
    }
  };
  walk(routes, { signedIn: false, roles: null });
  return found;
}

describe('page registry', () => {
  const guards = guardsByPage();

  it.each(ROLES)('the menu shows %s exactly the pages the guards let them open', (role) => {
    const inMenu = new Set(flattenLinks(filterMenu(MENU, role)).map((link) => link.path));
    for (const id of PAGE_IDS) {
      const page = PAGES[id];
      if (!('menu' in page)) continue;
      const guard = guards.get(id);
      const opens = guard !== undefined && (guard.roles === null || guard.roles.includes(role));
      expect({ id, inMenu: inMenu.has(page.path) }).toEqual({ id, inMenu: opens });
    }
  });

  it('every dashboard page needs a signed-in user; the sign-in and public pages do not', () => {
    for (const id of PAGE_IDS) {
      expect({ id, signedIn: guards.get(id)?.signedIn }).toEqual({
        id,
        signedIn: PAGES[id].layout === 'dashboard',
      });
    }
  });

  it('marks as `data` exactly the pages whose module has data features (their backend starts with their code)', async () => {
    for (const id of PAGE_IDS) {
      const module: PageModule = await PAGE_LOADERS[id]();
      expect({ id, data: pageEntry(id).data === true }).toEqual({
        id,
        data: (module.features?.length ?? 0) > 0,
      });
    }
  }, 30_000);

  it('the shared apps open to every signed-in member; the users page stays Admin-only', () => {
    const shared = ['apps-calendar', 'apps-chat', 'projects-list', 'projects-details'] as const;
    for (const id of [...shared, 'tasks-list', 'tasks-kanban', 'apps-file-manager'] as const)
      expect({ id, roles: guards.get(id)?.roles }).toEqual({ id, roles: null });
    expect(guards.get('admin-users')?.roles).toEqual(['Admin']);
    expect(guards.get('dashboard-ecommerce')?.roles).toBeNull();
  });

  it("sets the tab's title from the page, in the current language", async () => {
    const { i18n } = renderApp({ route: pagePath('pages-error-500') });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    await waitFor(() => expect(document.title).toBe('Internal Server Error · Shreyu'));
    await act(() => i18n.changeLanguage('it'));
    await waitFor(() => expect(document.title).toBe('Errore interno del server · Shreyu'));
  });

  it('title and breadcrumb of a dashboard page come from its entry', async () => {
    renderApp({ route: pagePath('pages-starter'), as: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Starter' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(trail).toHaveTextContent('Pages');
    expect(trail).toHaveTextContent('Starter');
    await waitFor(() => expect(document.title).toBe('Starter · Shreyu'));
  });
});
