import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** Bootstrap's theme colours a series may take, read from the `--bs-*` variables. */
export type ChartColor =
  'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'dark';

const SERIES_ORDER: readonly ChartColor[] = [
  'primary',
  'success',
  'info',
  'warning',
  'danger',
  'secondary',
];

/** Used only where CSS variables cannot be read (jsdom, very old browsers). */
const FALLBACK: Record<ChartColor | 'text' | 'grid' | 'surface', string> = {
  primary: '#5369f8',
  success: '#43d39e',
  info: '#25c2e3',
  warning: '#ffbe0b',
  danger: '#ff5c75',
  secondary: '#6c757d',
  dark: '#323a46',
  text: '#6c757d',
  grid: '#dee2e6',
  surface: '#ffffff',
};

export interface ChartPalette {
  colors: Record<ChartColor, string>;
  /** Ticks, legend and labels. */
  text: string;
  grid: string;
  /** The card behind the chart (doughnut borders, gauge track). */
  surface: string;
}

/** A series' colour: its own, else the next of the series order (from the start after the last). */
export const seriesColor = (palette: ChartPalette, index: number, own?: ChartColor): string =>
  palette.colors[own ?? SERIES_ORDER[index % SERIES_ORDER.length]!];

export interface ChartEnvironment {
  theme: string;
  /** The layout is mirrored (the page's `dir`): axes, legends and tooltips swap sides. */
  rtl: boolean;
  language: string;
  /**
   * The direction the language's text reads in, apart from the layout's: English and Italian
   * in a mirrored layout still read "11:40 PM", not "PM 11:40".
   */
  textDir: 'ltr' | 'rtl';
  palette: ChartPalette;
}

function readVar(style: CSSStyleDeclaration, name: string, fallback: string) {
  const value = style.getPropertyValue(name).trim();
  return value || fallback;
}

/** Reads the palette at render time from the `--bs-*` variables of the current theme. */
export function readPalette(): ChartPalette {
  const style = getComputedStyle(document.documentElement);
  const colors = Object.fromEntries(
    (Object.keys(FALLBACK) as (keyof typeof FALLBACK)[])
      .filter((key): key is ChartColor => key !== 'text' && key !== 'grid' && key !== 'surface')
      .map((key) => [key, readVar(style, `--bs-${key}`, FALLBACK[key])]),
  ) as Record<ChartColor, string>;
  return {
    colors,
    text: readVar(style, '--bs-secondary-color', FALLBACK.text),
    grid: readVar(style, '--bs-border-color', FALLBACK.grid),
    surface: readVar(style, '--bs-body-bg', FALLBACK.surface),
  };
}

/** `data-bs-theme` and `dir` of <html>, as one comparable string. */
const htmlSnapshot = () =>
  `${document.documentElement.getAttribute('data-bs-theme') ?? 'light'}|${document.documentElement.getAttribute('dir') ?? 'ltr'}`;

function subscribeToHtml(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-bs-theme', 'dir'],
  });
  return () => observer.disconnect();
}

/**
 * Theme, direction, language and palette for a chart. The layout saga sets `data-bs-theme`
 * and `dir` on <html>: a MutationObserver re-reads them (and the palette) when they change, so
 * every chart redraws in the new theme without the chart family touching the store.
 */
export function useChartEnvironment(): ChartEnvironment {
  const { i18n } = useTranslation();
  const snapshot = useSyncExternalStore(subscribeToHtml, htmlSnapshot, () => 'light|ltr');
  return environment(snapshot, i18n.language, i18n.dir(i18n.language));
}

/**
 * The same outside React, as the page is now (the rehearsal of the first chart, rehearsal.ts):
 * the language of <html lang>, read left to right as both of the app's languages are.
 */
export function currentEnvironment(): ChartEnvironment {
  return environment(htmlSnapshot(), document.documentElement.lang || 'en', 'ltr');
}

function environment(snapshot: string, language: string, textDir: 'ltr' | 'rtl') {
  const [theme = 'light', dir] = snapshot.split('|');
  // The palette is read each time: cheap, and always the current theme's values.
  return { theme, rtl: dir === 'rtl', language, textDir, palette: readPalette() };
}

/** A colour with transparency, for area fills ("#5369f8" or "rgb(...)" in, rgba out). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    let digits = hex[1]!;
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const n = Number.parseInt(digits, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (rgb) {
    const [r, g, b] = rgb[1]!.split(',').map((part) => part.trim());
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}
