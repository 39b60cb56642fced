import type { LayoutType } from '@/features/layout';

/**
 * The frame's parts (drawn by ./lazyParts). The default (vertical) layout's three share one
 * chunk: each request costs a round trip on a phone, and all three are drawn together.
 */
export const load = {
  topbar: () => import(/* webpackChunkName: "layout-frame" */ './Topbar'),
  leftSidebar: () => import(/* webpackChunkName: "layout-frame" */ './LeftSidebar'),
  footer: () => import(/* webpackChunkName: "layout-frame" */ './Footer'),
  horizontalNav: () => import(/* webpackChunkName: "layout-topnav" */ './HorizontalNav'),
  twoColumnMenu: () => import(/* webpackChunkName: "layout-two-column" */ './TwoColumnMenu'),
};

/**
 * Starts loading the parts the chosen layout draws. Called by the route table as it asks for
 * the layout's own code, not once that has arrived: the parts come in the same round trip
 * (this module is small and in the entry; the parts are not).
 */
export function preloadFrame(layoutType: LayoutType): void {
  const menu =
    layoutType === 'horizontal'
      ? load.horizontalNav
      : layoutType === 'two-column'
        ? load.twoColumnMenu
        : load.leftSidebar;
  for (const part of [load.topbar, menu, load.footer]) part().catch(() => undefined);
}
