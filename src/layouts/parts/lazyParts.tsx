import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectShowRightsideBar } from '@/features/layout';
import { load } from './frameChunks';

// Each part of the frame is its own chunk (./frameChunks); until it arrives an empty box of
// the same size holds its place (the classes give both the same dimensions), so nothing jumps.
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
