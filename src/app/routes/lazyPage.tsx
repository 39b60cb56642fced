import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { firstPageShown } from '@/features/events';
import { pageLeft } from '@/lib/feature';
import { warmUpIntl } from './warmUpIntl';
import type { AppStore } from '../store';
import type { PageLoader, PageModule } from './pageModule';
import { loadPageCode, PageCodeGoneError } from './pageCodeGone';

export interface PageContext {
  store: AppStore;
  i18n: I18n;
  /** Gets the HTTP helper and its backend ready for a data page's first reads (`http.warmUp`). */
  warmUpHttp?: () => void;
}

/**
 * Injects the page's features and adds its texts: before its first render, once per store.
 * A page with data features formats its data's dates and numbers: their locale data gets
 * ready now, in a task of its own (its HTTP helper and backend were asked for with its code:
 * the registry's `data`, see routeTable). A page without them does not pay for it (on the starter
 * page it was the load's longest script task: ~170 ms on a throttled phone).
 */
export function preparePage(module: PageModule, { store, i18n }: PageContext): void {
  for (const feature of module.features ?? []) store.injectFeature(feature);
  if (module.features?.length) warmUpIntl(i18n.language);
  if (module.messages) {
    for (const [language, bundle] of Object.entries(module.messages)) {
      i18n.addResourceBundle(language, 'translation', bundle, true, false);
    }
  }
}

/** Stores whose first page has been shown (said once per app). */
const shownIn = new WeakSet<AppStore>();

/**
 * The page, which says when it is on screen (the first one: `firstPageShown`, which work
 * that can wait for it starts on) and when it is left: `pageLeft(features)` cancels the reads
 * its features have in flight (their declared reads, `defineRequest`).
 */
export function pageComponent(module: PageModule, { store }: PageContext): ComponentType {
  const names = (module.features ?? []).map((feature) => feature.name);
  const Page = module.default;
  return function ShownAndLeft() {
    useEffect(() => {
      if (!shownIn.has(store)) {
        shownIn.add(store);
        store.dispatch(firstPageShown());
      }
      if (names.length > 0) return () => void store.dispatch(pageLeft(names));
    }, []);
    return <Page />;
  };
}

/**
 * The route's `lazy`: loads the page's chunk and prepares it. React Router keeps a failed
 * `lazy` for good (every later visit gets the same rejection), so a chunk that cannot be
 * loaded (a network drop) is not a failure here: the route gets a loader that asks for the
 * code again on each visit until it arrives (webpack forgets a failed chunk, so a new
 * import() asks the server again). The error shows inside the layout (the route's
 * errorElement, RouteError) with "Try again"; opening the page again from the menu once the
 * network is back simply loads it, as any first visit would. Code that is gone from the server
 * (a new version deployed since the tab opened) says so instead, with "Reload".
 */
export function lazyPage(load: PageLoader, context: PageContext): RouteObject['lazy'] {
  return async () => {
    try {
      const module = await loadPageCode(load);
      preparePage(module, context);
      return { Component: pageComponent(module, context) };
    } catch (error) {
      console.error('[routes] page code failed to load', error);
      // Gone from the server (a new version was deployed): no visit can load it, a reload can.
      if (error instanceof PageCodeGoneError)
        return { loader: newVersionOut(error), Component: NeverShown };
      return loadOnEachVisit(load, context, error);
    }
  };
}

/** The route of a page whose code is gone: each visit says a new version is out. */
const newVersionOut = (gone: PageCodeGoneError) => (): never => {
  throw gone;
};
/** Its component: the loader always throws (a route without one renders an empty outlet). */
const NeverShown = () => null;

function loadOnEachVisit(
  load: PageLoader,
  context: PageContext,
  failure: unknown,
): Pick<RouteObject, 'loader' | 'Component'> {
  let page: ComponentType | null = null;
  // The router runs the loader in the very navigation whose lazy just failed: that one
  // reports the failure it met instead of asking the server twice in a row.
  let justFailed = true;
  return {
    loader: async () => {
      if (justFailed) {
        justFailed = false;
        throw failure;
      }
      if (!page) {
        // The network back, or a new version deployed meanwhile (then: "Reload").
        const module = await loadPageCode(load);
        preparePage(module, context);
        page = pageComponent(module, context);
      }
      return null;
    },
    Component: function LoadedPage() {
      const Page = page;
      return Page ? <Page /> : null;
    },
  };
}
