import { useEffect } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { loadServerWords } from '@/app/serverWords';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppSelector } from '@/app/hooks';
import { selectDir, selectLayoutType } from '@/features/layout';
import HorizontalLayout from './HorizontalLayout';
import TwoColumnLayout from './TwoColumnLayout';
import VerticalLayout from './VerticalLayout';
import { MAIN_ID } from './parts/ids';
import { RightSidebar } from './parts/lazyParts';

// The Bootstrap components the sign-in pages do without (app.scss has the rest); before the
// layout's own styles, which override some of them.
import '@/styles/extras.scss';
import './layout.scss';

/** The signed-in frame: the layout the settings pick (vertical, horizontal or two-column). */
export default function DashboardLayout() {
  const { t, i18n } = useTranslation();
  // Mounted with the first signed-in page (the router loads the page's code with the frame's).
  useEffect(() => loadServerWords(i18n), [i18n]);
  const layoutType = useAppSelector(selectLayoutType);
  const dir = useAppSelector(selectDir);
  const Layout =
    layoutType === 'horizontal'
      ? HorizontalLayout
      : layoutType === 'two-column'
        ? TwoColumnLayout
        : VerticalLayout;
  return (
    <ThemeProvider dir={dir}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <Layout />
      {/* Outside the layouts: switching layout in it keeps the panel open. */}
      <RightSidebar />
    </ThemeProvider>
  );
}
