import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  type Direction,
  type LayoutSettings,
  type LayoutType,
  type LayoutWidth,
  type MenuColor,
  type SidenavPosition,
  type SidenavSize,
  type Theme,
} from './settings';

export interface LayoutState {
  /** The saved part: what the customizer controls. */
  settings: LayoutSettings;
  /** The customizer (right sidebar) is open. Not saved: an open panel is this tab's business. */
  showRightsideBar: boolean;
  /** Small screens: the left menu is open as an overlay. */
  leftMenuOpen: boolean;
  /** The viewport is 991 px wide or less (the menu is then an overlay). */
  isMobile: boolean;
  fullscreen: boolean;
}

const initialState: LayoutState = {
  settings: DEFAULT_SETTINGS,
  showRightsideBar: false,
  leftMenuOpen: false,
  isMobile: false,
  fullscreen: false,
};

/** The changes a person makes to the settings: each one is saved (`SETTINGS_CHANGES`). */
const settingsChanges = {
  themeChanged(state: LayoutState, action: PayloadAction<Theme>) {
    state.settings.theme = action.payload;
  },
  dirChanged(state: LayoutState, action: PayloadAction<Direction>) {
    state.settings.dir = action.payload;
  },
  layoutTypeChanged(state: LayoutState, action: PayloadAction<LayoutType>) {
    state.settings.layoutType = action.payload;
    state.leftMenuOpen = false;
  },
  layoutWidthChanged(state: LayoutState, action: PayloadAction<LayoutWidth>) {
    state.settings.mode = action.payload;
  },
  sidenavSizeChanged(state: LayoutState, action: PayloadAction<SidenavSize>) {
    state.settings.sidenav.mode = action.payload;
  },
  sidenavPositionChanged(state: LayoutState, action: PayloadAction<SidenavPosition>) {
    state.settings.sidenav.position = action.payload;
  },
  sidenavThemeChanged(state: LayoutState, action: PayloadAction<MenuColor>) {
    state.settings.sidenav.theme = action.payload;
  },
  topbarThemeChanged(state: LayoutState, action: PayloadAction<MenuColor>) {
    state.settings.topbarTheme = action.payload;
  },
  /** "Reset to default" in the customizer: every setting back to its default. */
  settingsReset(state: LayoutState) {
    state.settings = DEFAULT_SETTINGS;
  },
  /**
   * The top bar's menu button: on small screens it opens or closes the overlay menu, on
   * wide ones it folds the sidebar to icons (condensed) and back, as the template does;
   * with the sidebar hidden (size "full") it opens it as an overlay.
   */
  menuToggleClicked(state: LayoutState) {
    if (state.isMobile || state.settings.sidenav.mode === 'full') {
      state.leftMenuOpen = !state.leftMenuOpen;
    } else {
      state.settings.sidenav.mode =
        state.settings.sidenav.mode === 'condensed' ? 'default' : 'condensed';
    }
  },
};

const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    ...settingsChanges,
    /** Settings found at start (saved ones, or the URL's overrides); not saved again. */
    settingsRestored(state, action: PayloadAction<LayoutSettings>) {
      state.settings = action.payload;
    },
    /** Another tab saved new settings; this tab follows without saving them back. */
    settingsSynced(state, action: PayloadAction<LayoutSettings>) {
      state.settings = action.payload;
    },
    /** Backdrop, Escape or navigation closed the overlay menu. */
    leftMenuClosed(state) {
      state.leftMenuOpen = false;
    },
    rightSidebarOpened(state) {
      state.showRightsideBar = true;
    },
    rightSidebarClosed(state) {
      state.showRightsideBar = false;
    },
    viewportChanged(state, action: PayloadAction<{ mobile: boolean }>) {
      state.isMobile = action.payload.mobile;
      if (!state.isMobile) state.leftMenuOpen = false;
    },
    fullscreenToggleClicked() {
      // Handled by the saga (the Fullscreen API); the state follows through fullscreenChanged.
    },
    fullscreenChanged(state, action: PayloadAction<boolean>) {
      state.fullscreen = action.payload;
    },
  },
  selectors: {
    selectLayoutSettings: (state) => state.settings,
    selectTheme: (state) => state.settings.theme,
    selectDir: (state) => state.settings.dir,
    selectLayoutType: (state) => state.settings.layoutType,
    selectSidenavSize: (state) => state.settings.sidenav.mode,
    selectShowRightsideBar: (state) => state.showRightsideBar,
    selectLeftMenuOpen: (state) => state.leftMenuOpen,
    selectIsMobile: (state) => state.isMobile,
    selectFullscreen: (state) => state.fullscreen,
  },
});

export const {
  themeChanged,
  dirChanged,
  layoutTypeChanged,
  layoutWidthChanged,
  sidenavSizeChanged,
  sidenavPositionChanged,
  sidenavThemeChanged,
  topbarThemeChanged,
  settingsReset,
  settingsRestored,
  settingsSynced,
  menuToggleClicked,
  leftMenuClosed,
  rightSidebarOpened,
  rightSidebarClosed,
  viewportChanged,
  fullscreenToggleClicked,
  fullscreenChanged,
} = layoutSlice.actions;

export const {
  selectLayoutSettings,
  selectTheme,
  selectDir,
  selectLayoutType,
  selectSidenavSize,
  selectShowRightsideBar,
  selectLeftMenuOpen,
  selectIsMobile,
  selectFullscreen,
} = layoutSlice.selectors;

/** The actions by which a person changes settings: each one is saved. */
export const SETTINGS_CHANGES = (
  Object.keys(settingsChanges) as (keyof typeof settingsChanges)[]
).map((name) => layoutSlice.actions[name]);

export default layoutSlice;
