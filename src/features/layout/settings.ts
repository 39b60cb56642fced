/**
 * The theme settings: their allowed values, defaults, and the parsing that turns whatever
 * is found in storage or the URL into valid settings, field by field.
 */

export const THEMES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const LAYOUT_TYPES = ['vertical', 'horizontal', 'two-column'] as const;
export const LAYOUT_WIDTHS = ['fluid', 'boxed', 'detached'] as const;
export const SIDENAV_SIZES = ['default', 'compact', 'condensed', 'full'] as const;
export const SIDENAV_POSITIONS = ['fixed', 'scrollable'] as const;
export const MENU_COLORS = ['light', 'dark', 'brand'] as const;

export type Theme = (typeof THEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];
export type SidenavSize = (typeof SIDENAV_SIZES)[number];
export type SidenavPosition = (typeof SIDENAV_POSITIONS)[number];
export type MenuColor = (typeof MENU_COLORS)[number];

export interface SidenavSettings {
  mode: SidenavSize;
  position: SidenavPosition;
  theme: MenuColor;
}

/** What a person picks in the customizer; saved per browser. */
export interface LayoutSettings {
  theme: Theme;
  dir: Direction;
  layoutType: LayoutType;
  /** The layout width. */
  mode: LayoutWidth;
  sidenav: SidenavSettings;
  topbarTheme: MenuColor;
}

export const DEFAULT_SETTINGS: LayoutSettings = Object.freeze({
  theme: 'light',
  dir: 'ltr',
  layoutType: 'vertical',
  mode: 'fluid',
  sidenav: Object.freeze({ mode: 'default', position: 'fixed', theme: 'light' }),
  topbarTheme: 'light',
});

/** The localStorage key of the saved settings (the template's name for it). */
export const SETTINGS_KEY = '__SHREYU_REACT_CONFIG__';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isTheme = oneOf(THEMES);
export const isDirection = oneOf(DIRECTIONS);
export const isLayoutType = oneOf(LAYOUT_TYPES);
export const isLayoutWidth = oneOf(LAYOUT_WIDTHS);
export const isSidenavSize = oneOf(SIDENAV_SIZES);
export const isSidenavPosition = oneOf(SIDENAV_POSITIONS);
export const isMenuColor = oneOf(MENU_COLORS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T =>
  valid(value) ? value : fallback;

/** Any value as settings: every missing, mistyped or unknown field takes its default. */
export function sanitizeSettings(value: unknown): LayoutSettings {
  const raw = isRecord(value) ? value : {};
  const sidenav = isRecord(raw.sidenav) ? raw.sidenav : {};
  return {
    theme: pick(raw.theme, isTheme, DEFAULT_SETTINGS.theme),
    dir: pick(raw.dir, isDirection, DEFAULT_SETTINGS.dir),
    layoutType: pick(raw.layoutType, isLayoutType, DEFAULT_SETTINGS.layoutType),
    mode: pick(raw.mode, isLayoutWidth, DEFAULT_SETTINGS.mode),
    sidenav: {
      mode: pick(sidenav.mode, isSidenavSize, DEFAULT_SETTINGS.sidenav.mode),
      position: pick(sidenav.position, isSidenavPosition, DEFAULT_SETTINGS.sidenav.position),
      theme: pick(sidenav.theme, isMenuColor, DEFAULT_SETTINGS.sidenav.theme),
    },
    topbarTheme: pick(raw.topbarTheme, isMenuColor, DEFAULT_SETTINGS.topbarTheme),
  };
}

/** The saved text (or null) as settings; text that is not JSON gives the defaults. */
export function parseSavedSettings(text: string | null): LayoutSettings {
  if (text === null) return sanitizeSettings(null);
  try {
    return sanitizeSettings(JSON.parse(text) as unknown);
  } catch {
    return sanitizeSettings(null);
  }
}

export const serializeSettings = (settings: LayoutSettings): string => JSON.stringify(settings);

/** The query parameters that force a setting for one visit (the template's names). */
export const URL_OVERRIDE_PARAMS = [
  'layout_theme',
  'layout_type',
  'layout_mode',
  'sidenav_size',
  'sidenav_theme',
] as const;

/**
 * The URL's overrides, or null when the URL names none of them (then the saved settings
 * apply). When any is present the saved settings are not read: the result starts from the
 * defaults, and a value outside the allowed ones leaves its default standing.
 */
export function settingsFromUrl(search: string): LayoutSettings | null {
  const params = new URLSearchParams(search);
  if (!URL_OVERRIDE_PARAMS.some((name) => params.has(name))) return null;
  const d = DEFAULT_SETTINGS;
  return {
    ...d,
    theme: pick(params.get('layout_theme'), isTheme, d.theme),
    layoutType: pick(params.get('layout_type'), isLayoutType, d.layoutType),
    mode: pick(params.get('layout_mode'), isLayoutWidth, d.mode),
    sidenav: {
      ...d.sidenav,
      mode: pick(params.get('sidenav_size'), isSidenavSize, d.sidenav.mode),
      theme: pick(params.get('sidenav_theme'), isMenuColor, d.sidenav.theme),
    },
  };
}

/** The `<html>` attributes that carry the settings to the style sheets. */
export function documentAttributes(settings: LayoutSettings): Record<string, string> {
  return {
    'data-bs-theme': settings.theme,
    'data-layout-mode': settings.layoutType,
    'data-layout-width': settings.mode,
    'data-layout-position': settings.sidenav.position,
    'data-menu-color': settings.sidenav.theme,
    'data-topbar-color': settings.topbarTheme,
    'data-sidebar-size': settings.sidenav.mode,
    dir: settings.dir,
  };
}
