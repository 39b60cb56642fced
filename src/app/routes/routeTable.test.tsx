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
import { authPages, protectedPages, standalonePages } from './routeTable';
import { PATHS } from '@/config/paths';

describe('route table', () => {
  it('names every route of the template', () => {
    const paths = [...protectedPages, ...authPages, ...standalonePages].map((p) => p.path);
    const expected = [
      ...Object.values(PATHS.dashboard),
      ...Object.values(PATHS.apps),
      ...Object.values(PATHS.pages),
      ...Object.values(PATHS.components),
      ...Object.values(PATHS.icons),
      ...Object.values(PATHS.forms),
      ...Object.values(PATHS.tables),
      ...Object.values(PATHS.maps),
      ...Object.values(PATHS.auth),
      PATHS.landing,
      PATHS.maintenance,
      PATHS.error404,
      PATHS.error500,
      PATHS.accessDenied,
    ];
    expect(new Set(paths)).toEqual(new Set(expected));
    expect(paths).toHaveLength(expected.length);
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      PATHS.dashboard.ecommerce,
    );
  });

  it('shows a loading placeholder while a page chunk loads, then the page', async () => {
    renderApp({ route: PATHS.error500 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();
  });

  it('shows a thin progress bar at the top while the next page loads, keeping the current one', async () => {
    const { router } = renderApp({ route: PATHS.error500 });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate(PATHS.maintenance);
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
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.auth.login));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(PATHS.dashboard.ecommerce)}`,
    );
  });

  it('shows "Unexpected Application Error!" with the message when a route throws', async () => {
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
    expect(screen.getByText('Kaboom in the page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
