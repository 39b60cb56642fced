import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers + router. The same tree renders in the browser and in the tests. */
export function App({ store, i18n, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
