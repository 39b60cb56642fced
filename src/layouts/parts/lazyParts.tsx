import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectShowRightsideBar } from '@/features/layout';

// Each part of the frame is its own chunk; until it arrives an empty box of the same size
// holds its place (the classes give both the same dimensions), so nothing jumps.
const TopbarPart = lazy(() => import(/* webpackChunkName: "layout-topbar" */ './Topbar'));
const LeftSidebarPart = lazy(
  () => import(/* webpackChunkName: "layout-left-sidebar" */ './LeftSidebar'),
);
const FooterPart = lazy(() => import(/* webpackChunkName: "layout-footer" */ './Footer'));
const RightSidebarPart = lazy(
  () => import(/* webpackChunkName: "layout-right-sidebar" */ './RightSidebar'),
);
const HorizontalNavPart = lazy(
  () => import(/* webpackChunkName: "layout-topnav" */ './HorizontalNav'),
);
const TwoColumnMenuPart = lazy(
  () => import(/* webpackChunkName: "layout-two-column" */ './TwoColumnMenu'),
);

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
