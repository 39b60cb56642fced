import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { MemberDirectoryProvider } from './MemberDirectoryProvider';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  /** Runs once the whole tree is on the page (after hydrating a prerendered page, say). */
  onMounted?: () => void;
}

/** Calls `onMounted` after its siblings' effects: every component above has mounted. */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return null;
}

/** Providers + router. The same tree renders in the browser, in the tests and in the prerender. */
export function App({ store, i18n, router, onMounted }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemberDirectoryProvider>
            <RouterProvider router={router} />
          </MemberDirectoryProvider>
        </I18nextProvider>
      </Provider>
      <Mounted onMounted={onMounted} />
    </StrictMode>
  );
}
