import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { renderApp } from '@/test/renderWithProviders';
import { expectConsoleError } from '@/test/consoleGuard';
import { createI18n } from '@/i18n/i18n';
import { setupStore } from '@/app/store';
import { createServices, createLateNavigator } from '@/services/createServices';
import { env } from '@/config/env';
import { RootLayout } from './RootLayout';
import RouteErrorPage from '@/pages/errors/RouteErrorPage';
import { createRoutes, PAGE_LOADERS } from './routeTable';
import { pagePath } from '@/config/pages';
import { PAGE_IDS } from '@/config/pages';
import type { RouteObject } from 'react-router-dom';

const testServices = () =>
  createServices({
    env,
    i18n: createI18n(),
    navigator: createLateNavigator(),
    firebaseAppName: 'routes',
  });

describe('route table', () => {
  it('routes every page of the registry, under its path (with its optional parameter)', () => {
    const routes = createRoutes({
      store: setupStore({ services: testServices() }),
      i18n: createI18n(),
    });
    const found = new Map<string, string>();
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        const handle = route.handle as { pageId?: string } | undefined;
        if (handle?.pageId && route.path) found.set(handle.pageId, route.path);
        if (route.children) walk(route.children);
      });
    walk(routes);
    expect([...found.keys()].sort()).toEqual([...PAGE_IDS].sort());
    expect(found.get('email-details')).toBe('/apps/email/details/:id?');
    expect(found.get('apps-calendar')).toBe(pagePath('apps-calendar'));
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...PAGE_IDS].sort());
  });

  it("starts the HTTP helper and its backend as a data page's code is asked for, not for other pages", async () => {
    const warmUpHttp = jest.fn();
    const routes = createRoutes({
      store: setupStore({ services: testServices() }),
      i18n: createI18n(),
      warmUpHttp,
    });
    const byPage = new Map<string, RouteObject>();
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        const handle = route.handle as { pageId?: string } | undefined;
        if (handle?.pageId) byPage.set(handle.pageId, route);
        if (route.children) walk(route.children);
      });
    walk(routes);
    const load = async (id: string) => {
      const lazy = byPage.get(id)?.lazy;
      if (typeof lazy === 'function') await lazy();
    };
    await load('pages-starter');
    expect(warmUpHttp).not.toHaveBeenCalled();
    await load('projects-list');
    expect(warmUpHttp).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      pagePath('dashboard-ecommerce'),
    );
  });

  it('shows a loading placeholder while a page chunk loads, then the page', async () => {
    renderApp({ route: pagePath('pages-error-500') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();
  });

  it('shows a thin progress bar at the top while the next page loads, keeping the current one', async () => {
    const { router } = renderApp({ route: pagePath('pages-error-500') });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate(pagePath('pages-maintenance'));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    await act(() => done);
    expect(
      await screen.findByRole('heading', { name: 'Site is Under Maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('redirects / to the ecommerce dashboard (through the sign-in guard)', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    // Signed out: the guard sends the visitor to sign in and remembers the dashboard.
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('auth-login')));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(pagePath('dashboard-ecommerce'))}`,
    );
  });

  it('shows "Unexpected Application Error!" in the user\'s language when a route throws; the raw error only in the console', async () => {
    expectConsoleError(/Kaboom in the page/);
    function Broken(): never {
      throw new Error('Kaboom in the page');
    }
    const i18n = createI18n();
    const services = createServices({
      env,
      i18n,
      navigator: createLateNavigator(),
      firebaseAppName: 'route-error',
    });
    const store = setupStore({ services });
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          errorElement: <RouteErrorPage />,
          children: [{ path: '/boom', element: <Broken /> }],
        },
      ],
      { initialEntries: ['/boom'] },
    );
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Kaboom/)).not.toBeInTheDocument();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
