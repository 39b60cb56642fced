import { useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { pageLeft } from '@/lib/feature';
import type { AppStore } from '../store';
import type { PageLoader, PageModule } from './pageModule';
import { PageLoadError } from './PageLoadError';

export interface PageContext {
  store: AppStore;
  i18n: I18n;
}

/** Injects the page's features and adds its texts: before its first render, once per store. */
export function preparePage(module: PageModule, { store, i18n }: PageContext): void {
  for (const feature of module.features ?? []) store.injectFeature(feature);
  if (module.messages) {
    for (const [language, bundle] of Object.entries(module.messages)) {
      i18n.addResourceBundle(language, 'translation', bundle, true, false);
    }
  }
}

/**
 * The page, which says when it is left: `pageLeft(features)` cancels the reads its features
 * have in flight (their sagas watch reads with `takeLatestRead()`).
 */
export function pageComponent(module: PageModule, { store }: PageContext): ComponentType {
  const names = (module.features ?? []).map((feature) => feature.name);
  if (names.length === 0) return module.default;
  const Page = module.default;
  return function LeavingCancels() {
    useEffect(() => () => void store.dispatch(pageLeft(names)), []);
    return <Page />;
  };
}

/**
 * The route's `lazy`: loads the page's chunk and prepares it. When the chunk cannot be
 * loaded (a network drop), React Router would keep that failure for good; instead the route
 * gets a component that shows the error inside the layout and loads the code again on
 * "Try again" (webpack forgets a failed chunk, so a new import() asks the server again).
 */
export function lazyPage(load: PageLoader, context: PageContext): RouteObject['lazy'] {
  return async () => {
    try {
      const module = await load();
      preparePage(module, context);
      return { Component: pageComponent(module, context) };
    } catch (error) {
      console.error('[routes] page code failed to load', error);
      return { Component: retryingPage(load, context) };
    }
  };
}

function retryingPage(load: PageLoader, context: PageContext): ComponentType {
  let loaded: ComponentType | null = null;
  return function RetryingPage() {
    const [page, setPage] = useState<ComponentType | null>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    if (page) {
      const Page = page;
      return <Page />;
    }
    const retry = () => {
      setRetrying(true);
      load().then(
        (module) => {
          preparePage(module, context);
          const Page = pageComponent(module, context);
          loaded = Page;
          setPage(() => Page);
        },
        (error: unknown) => {
          console.error('[routes] page code failed to load again', error);
          setRetrying(false);
        },
      );
    };
    return <PageLoadError onRetry={retry} retrying={retrying} />;
  };
}
