import { useEffect, useRef } from 'react';
import 'jsvectormap/dist/jsvectormap.css';
import { useChartEnvironment } from '@/components/charts/useChartEnvironment';
import { drawVectorMap } from './worldMap';
import './vectorMap.scss';

/** A point on the map, in degrees. */
export interface VectorMapMarker {
  name: string;
  lat: number;
  lng: number;
}

/** A theme colour as drawn now (jsvectormap writes SVG attributes, drawn again on a theme change). */
const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Light to dark blue: readable under the markers in both themes. */
const BAND_COLOURS = { low: '#c7d7fb', mid: '#8fb0f3', high: '#4a81d4', top: '#2556c7' };
const band = (value: number): keyof typeof BAND_COLOURS =>
  value < 50 ? 'low' : value < 100 ? 'mid' : value < 200 ? 'high' : 'top';

export interface VectorMapProps {
  /** A map added to jsvectormap: 'world' or a `countryMap(code)` name. */
  map: string;
  /** Accessible name of the picture (the markers are also listed as text beside it). */
  label: string;
  markers?: readonly VectorMapMarker[];
  /** Region code → value: regions coloured on a scale, value in the tooltip. */
  regionValues?: Record<string, number>;
  /** Zoom on these regions when drawn (the country maps). */
  focusOn?: string[];
  /** Tooltip text for a region; defaults to its name. */
  regionTooltip?: (name: string, code: string) => string;
  height?: number;
}

/**
 * The one component that talks to jsvectormap (the vector maps page and the analytics world
 * map): it draws the map into its own div in the current theme's colours, redraws when the
 * inputs or the theme change and destroys the instance (and its body-level tooltip) on unmount.
 */
export function VectorMap({
  map,
  label,
  markers = [],
  regionValues,
  focusOn,
  regionTooltip,
  height = 360,
}: VectorMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { theme } = useChartEnvironment();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = drawVectorMap({
      selector: element,
      map,
      zoomButtons: false,
      zoomOnScroll: false,
      backgroundColor: 'transparent',
      markers: markers.map((m) => ({ name: m.name, coords: [m.lat, m.lng] })),
      markerStyle: {
        initial: {
          r: 6,
          fill: cssVar('--bs-primary', '#5369f8'),
          stroke: cssVar('--bs-body-bg', '#fff'),
          strokeWidth: 3,
          strokeOpacity: 0.6,
          fillOpacity: 1,
        },
        hover: { fill: cssVar('--bs-danger', '#ff5c75') },
      },
      regionStyle: {
        initial: {
          fill: cssVar('--bs-secondary-bg', '#e9ecef'),
          stroke: cssVar('--bs-border-color', '#dee2e6'),
        },
        hover: { fillOpacity: 0.8 },
      },
      ...(regionValues
        ? {
            series: {
              regions: [
                {
                  attribute: 'fill',
                  // jsvectormap 1.7 scales are ordinal (key → colour): values go in bands.
                  scale: BAND_COLOURS,
                  values: Object.fromEntries(
                    Object.entries(regionValues).map(([code, value]) => [code, band(value)]),
                  ),
                },
              ],
            },
          }
        : {}),
      ...(focusOn ? { focusOn: { regions: focusOn, animate: false } } : {}),
      onRegionTooltipShow(_event: Event, tooltip: { text(content: string): void }, code: string) {
        const name = (tooltip as unknown as { _tooltip?: HTMLElement })._tooltip?.textContent;
        const regionName = name ?? code;
        const value = regionValues?.[code];
        tooltip.text(
          regionTooltip
            ? regionTooltip(regionName, code)
            : value === undefined
              ? regionName
              : `${regionName}: ${value.toLocaleString()}`,
        );
      },
    });
    return () => {
      try {
        instance.destroy();
      } catch {
        // jsvectormap throws when its container is already gone; nothing is left to clean.
      }
      element.replaceChildren();
    };
  }, [map, markers, regionValues, focusOn, regionTooltip, theme]);

  return (
    <div
      ref={container}
      className="vector-map"
      role="img"
      aria-label={label}
      style={{ height }}
      dir="ltr"
    />
  );
}
