import { createSlice } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { take } from 'redux-saga/effects';
import { Link, Outlet, createMemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { pagePath } from '@/config/pages';
import { dashboardFeature, statsRequested } from '@/features/dashboard';
import { defineFeature } from '@/lib/feature';
import { renderApp } from '@/test/renderWithProviders';
import { bootApp } from '../bootstrap';
import { App } from '../App';
import { env } from '@/config/env';
import { lazyPage } from './lazyPage';
import type { PageModule } from './pageModule';
import { expectConsoleError } from '@/test/consoleGuard';

describe('lazy features', () => {
  it('the sign-in pages start without any demo-data feature in the store', async () => {
    const { store } = renderApp({ route: pagePath('auth-login') });
    await screen.findByRole('button', { name: 'Log In' });
    expect(store.getState()).not.toHaveProperty('dashboard');
  });

  it('opening a route injects its feature once; leaving and coming back does not run its saga twice', async () => {
    let requests = 0;
    server.use(
      http.get(apiUrl('dashboard/stats'), () => {
        requests += 1;
        return undefined; // on to the demo API's own handler
      }),
    );
    const { store, router, user } = renderApp({
      route: pagePath('dashboard-ecommerce'),
      as: 'Admin',
    });
    expect(await screen.findByText('Today Revenue')).toBeInTheDocument();
    expect(store.getState().dashboard?.statsRequest.status).toBe('succeeded');
    expect(requests).toBe(1);

    await act(() => router.navigate(pagePath('pages-starter')));
    await screen.findByRole('heading', { level: 1, name: 'Starter' });
    await user.click(screen.getAllByRole('link', { name: 'Ecommerce' })[0] as HTMLElement);
    await screen.findByText('Today Revenue');
    await waitFor(() => expect(requests).toBe(2)); // the page asks again on arrival...
    act(() => {
      store.dispatch(statsRequested());
    });
    await waitFor(() => expect(requests).toBe(3)); // ...and one saga answers each request
    // Inside act: the page's charts take their turns (one per task) meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toBe(3);
  });

  it('injecting the same feature again changes nothing', async () => {
    const { store } = renderApp({ route: pagePath('pages-error-500') });
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    let runs = 0;
    const counted = defineFeature({
      name: 'counted',
      slice: createSlice({ name: 'counted', initialState: { n: 1 }, reducers: {} }),
      *saga() {
        runs += 1;
        yield take('never');
      },
    });
    act(() => {
      store.injectFeature(counted);
      store.injectFeature(counted);
      store.injectFeature(dashboardFeature);
    });
    expect(runs).toBe(1);
    expect((store.getState() as unknown as { counted: { n: number } }).counted).toEqual({ n: 1 });
    expect(store.getState().dashboard?.stats).toEqual([]);
  });
});

describe('a page whose code fails to load', () => {
  it('shows the error inside the layout and opens the page on "Try again", without a reload', async () => {
    expectConsoleError(/page code failed to load/);
    let attempts = 0;
    const load = (): Promise<PageModule> => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('Loading chunk 2513 failed.'));
      return Promise.resolve({ default: () => <h1>The page</h1> });
    };
    const booted = bootApp({ env, initialEntries: ['/'], firebaseAppName: 'chunk-retry' });
    const router = createMemoryRouter(
      [
        {
          element: (
            <div>
              <nav aria-label="Menu">
                <Link to="/page">Page</Link>
              </nav>
              <Outlet />
            </div>
          ),
          children: [
            { path: '/', element: <p>Home</p> },
            { path: '/page', lazy: lazyPage(load, booted) },
          ],
        },
      ],
      { initialEntries: ['/page'] },
    );
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    render(<App store={booted.store} i18n={booted.i18n} router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText(/chunk/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(attempts).toBe(2);

    // Later visits open the page directly.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/page'));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
