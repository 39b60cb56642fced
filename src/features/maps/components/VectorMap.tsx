import { useEffect, useRef } from 'react';
import 'jsvectormap/dist/jsvectormap.css';
import { jsVectorMap } from './worldMap';
import type { MapMarker } from '../api';
import './vectorMap.scss';

/** Light to dark blue: readable under the markers in both themes. */
const BAND_COLOURS = { low: '#c7d7fb', mid: '#8fb0f3', high: '#4a81d4', top: '#2556c7' };
const band = (value: number): keyof typeof BAND_COLOURS =>
  value < 50 ? 'low' : value < 100 ? 'mid' : value < 200 ? 'high' : 'top';

export interface VectorMapProps {
  /** A map added to jsvectormap: 'world' or a `countryMap(code)` name. */
  map: string;
  /** Accessible name of the picture (the markers are also listed as text beside it). */
  label: string;
  markers?: readonly MapMarker[];
  /** Region code → value: regions coloured on a scale, value in the tooltip. */
  regionValues?: Record<string, number>;
  /** Zoom on these regions when drawn (the country maps). */
  focusOn?: string[];
  /** Tooltip text for a region; defaults to its name. */
  regionTooltip?: (name: string, code: string) => string;
  height?: number;
}

/**
 * The one component that talks to jsvectormap: it draws the map into its own div, redraws
 * when the inputs change and destroys the instance (and its body-level tooltip) on unmount.
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

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = new jsVectorMap({
      selector: element,
      map,
      zoomButtons: false,
      zoomOnScroll: false,
      backgroundColor: 'transparent',
      markers: markers.map((m) => ({ name: m.name, coords: [m.lat, m.lng] })),
      markerStyle: {
        initial: { fill: 'var(--bs-primary)', stroke: 'var(--bs-body-bg)', r: 6 },
        hover: { fill: 'var(--bs-danger)' },
      },
      regionStyle: {
        initial: { fill: 'var(--bs-secondary-bg)', stroke: 'var(--bs-border-color)' },
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
  }, [map, markers, regionValues, focusOn, regionTooltip]);

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
