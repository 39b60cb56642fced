import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectShowRightsideBar, type LayoutType } from '@/features/layout';

// Each part of the frame is its own chunk; until it arrives an empty box of the same size
// holds its place (the classes give both the same dimensions), so nothing jumps.
const load = {
  topbar: () => import(/* webpackChunkName: "layout-topbar" */ './Topbar'),
  leftSidebar: () => import(/* webpackChunkName: "layout-left-sidebar" */ './LeftSidebar'),
  footer: () => import(/* webpackChunkName: "layout-footer" */ './Footer'),
  horizontalNav: () => import(/* webpackChunkName: "layout-topnav" */ './HorizontalNav'),
  twoColumnMenu: () => import(/* webpackChunkName: "layout-two-column" */ './TwoColumnMenu'),
};
const RightSidebarPart = lazy(
  () => import(/* webpackChunkName: "layout-right-sidebar" */ './RightSidebar'),
);

/** A part of the frame drawn from its chunk; until then an empty box with the part's class. */
function framePart<Props extends object>(
  loader: () => Promise<{ default: ComponentType<Props> }>,
  className: string,
) {
  const Loaded = lazy(loader);
  return function FramePart(props: Props) {
    return (
      <Suspense fallback={<div className={className} aria-hidden="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const Topbar = framePart(load.topbar, 'navbar-custom');
export const LeftSidebar = framePart(load.leftSidebar, 'left-side-menu');
export const HorizontalNav = framePart(load.horizontalNav, 'topnav');
export const TwoColumnMenu = framePart(load.twoColumnMenu, 'sidebar-two-column');
export const Footer = framePart(load.footer, 'footer');

/**
 * Starts loading the parts the chosen layout draws. Called when the layout's code arrives,
 * which is while the session is still being checked: the frame is there when the check ends,
 * instead of being asked for after it (a round trip more before the page shows).
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

/** The customizer's code loads the first time it opens: most visits never open it. */
export function RightSidebar() {
  const show = useAppSelector(selectShowRightsideBar);
  const [wanted, setWanted] = useState(show);
  if (show && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RightSidebarPart />
    </Suspense>
  );
}
