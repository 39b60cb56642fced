import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectShowRightsideBar } from '@/features/layout';
import { useTranslation } from '@/i18n/useTranslation';
import { load } from './frameChunks';

// Each part of the frame is its own chunk (./frameChunks); until it arrives an empty box of
// the same size holds its place (the classes give both the same dimensions), so nothing jumps.
const loadRightSidebar = () =>
  import(/* webpackChunkName: "layout-right-sidebar" */ './RightSidebar');
const RightSidebarPart = lazy(loadRightSidebar);

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
 * The customizer's code and texts load the first time it opens: most visits never open it.
 * Its texts are added to the app's before it draws (without them, should they fail to
 * arrive, it draws its keys rather than nothing).
 */
export function RightSidebar() {
  const { i18n } = useTranslation();
  const show = useAppSelector(selectShowRightsideBar);
  const [wanted, setWanted] = useState(show);
  const [texts, setTexts] = useState(false);
  if (show && !wanted) setWanted(true);
  useEffect(() => {
    if (!wanted || texts) return;
    let current = true;
    void loadRightSidebar().catch(() => undefined); // both chunks on their way at once
    import(/* webpackChunkName: "layout-right-sidebar" */ './customizerMessages')
      .then(({ customizerMessages }) => {
        for (const [language, bundle] of Object.entries(customizerMessages))
          i18n.addResourceBundle(language, 'translation', bundle, true, false);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setTexts(true);
      });
    return () => {
      current = false;
    };
  }, [wanted, texts, i18n]);
  if (!wanted || !texts) return null;
  return (
    <Suspense fallback={null}>
      <RightSidebarPart />
    </Suspense>
  );
}
