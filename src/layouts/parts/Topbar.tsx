import { Maximize, Menu, Minimize, Moon, Settings, Sun } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  fullscreenToggleClicked,
  menuToggleClicked,
  rightSidebarOpened,
  selectFullscreen,
  selectIsMobile,
  selectLeftMenuOpen,
  selectShowRightsideBar,
  selectTheme,
  themeChanged,
} from '@/features/layout';
import { LanguageSwitcher } from '@/features/locale';
import { CUSTOMIZER_ID, MENU_ID } from './ids';
import { Logo } from './Logo';
import { NotificationsDropdown } from './topbar/NotificationsDropdown';
import { TopbarSearch } from './topbar/TopbarSearch';
import { UserMenu } from './topbar/UserMenu';

// Live updates' word in the top bar comes with their chunk (loaded with the signed-in frame):
// it has nothing to say before the stream starts, and every page's first download is smaller.
const LiveIndicator = lazy(() =>
  import(/* webpackChunkName: "live" */ '@/features/live/ui').then((live) => ({
    default: live.LiveIndicator,
  })),
);

/** The bar across the top: logo, menu toggle, search, and the tools on the other side. */
export default function Topbar({ showToggle = true }: { showToggle?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const fullscreen = useAppSelector(selectFullscreen);
  const mobile = useAppSelector(selectIsMobile);
  const menuOpen = useAppSelector(selectLeftMenuOpen);
  const customizerOpen = useAppSelector(selectShowRightsideBar);
  const dark = theme === 'dark';
  return (
    <header className="navbar-custom">
      <div className="topbar">
        <div className="topbar-start">
          <div className="logo-box">
            <Logo />
          </div>
          {showToggle && (
            <button
              type="button"
              className="topbar-link button-toggle-menu"
              aria-label={t('layout.topbar.toggleMenu')}
              aria-controls={MENU_ID}
              aria-expanded={mobile ? menuOpen : undefined}
              onClick={() => dispatch(menuToggleClicked())}
            >
              <Menu size={22} strokeWidth={1.75} aria-hidden="true" />
            </button>
          )}
          <TopbarSearch />
        </div>
        <ul className="topbar-end list-unstyled mb-0">
          <li>
            <Suspense fallback={null}>
              <LiveIndicator />
            </Suspense>
          </li>
          <li className="d-none d-sm-block">
            <LanguageSwitcher className="topbar-item topbar-language" />
          </li>
          <li>
            <NotificationsDropdown />
          </li>
          <li>
            <button
              type="button"
              className="topbar-link"
              aria-label={dark ? t('layout.topbar.lightMode') : t('layout.topbar.darkMode')}
              onClick={() => dispatch(themeChanged(dark ? 'light' : 'dark'))}
            >
              {dark ? (
                <Sun size={20} strokeWidth={1.75} aria-hidden="true" />
              ) : (
                <Moon size={20} strokeWidth={1.75} aria-hidden="true" />
              )}
            </button>
          </li>
          <li className="d-none d-md-block">
            <button
              type="button"
              className="topbar-link"
              aria-label={
                fullscreen ? t('layout.topbar.exitFullscreen') : t('layout.topbar.enterFullscreen')
              }
              onClick={() => dispatch(fullscreenToggleClicked())}
            >
              {fullscreen ? (
                <Minimize size={20} strokeWidth={1.75} aria-hidden="true" />
              ) : (
                <Maximize size={20} strokeWidth={1.75} aria-hidden="true" />
              )}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="topbar-link"
              aria-label={t('layout.topbar.settings')}
              aria-controls={CUSTOMIZER_ID}
              aria-expanded={customizerOpen}
              onClick={() => dispatch(rightSidebarOpened())}
            >
              <Settings size={20} strokeWidth={1.75} aria-hidden="true" />
            </button>
          </li>
          <li>
            <UserMenu />
          </li>
        </ul>
      </div>
    </header>
  );
}
