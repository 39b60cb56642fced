import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
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
const TopbarPart = lazy(load.topbar);
const LeftSidebarPart = lazy(load.leftSidebar);
const FooterPart = lazy(load.footer);
const RightSidebarPart = lazy(
  () => import(/* webpackChunkName: "layout-right-sidebar" */ './RightSidebar'),
);
const HorizontalNavPart = lazy(load.horizontalNav);
const TwoColumnMenuPart = lazy(load.twoColumnMenu);

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

function Part({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function Topbar(props: ComponentProps<typeof TopbarPart>) {
  return (
    <Part placeholder={<div className="navbar-custom" aria-hidden="true" />}>
      <TopbarPart {...props} />
    </Part>
  );
}

export function LeftSidebar() {
  return (
    <Part placeholder={<div className="left-side-menu" aria-hidden="true" />}>
      <LeftSidebarPart />
    </Part>
  );
}

export function HorizontalNav() {
  return (
    <Part placeholder={<div className="topnav" aria-hidden="true" />}>
      <HorizontalNavPart />
    </Part>
  );
}

export function TwoColumnMenu() {
  return (
    <Part placeholder={<div className="sidebar-two-column" aria-hidden="true" />}>
      <TwoColumnMenuPart />
    </Part>
  );
}

export function Footer() {
  return (
    <Part placeholder={<div className="footer" aria-hidden="true" />}>
      <FooterPart />
    </Part>
  );
}

/** The customizer's code loads the first time it opens: most visits never open it. */
export function RightSidebar() {
  const show = useAppSelector(selectShowRightsideBar);
  const [wanted, setWanted] = useState(show);
  if (show && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Part placeholder={null}>
      <RightSidebarPart />
    </Part>
  );
}
