import { useEffect, useRef } from 'react';
import jsVectorMap from 'jsvectormap';
// The map file calls the global `jsVectorMap.addMap`: it must come after the library.
import 'jsvectormap/dist/maps/world.js';
import 'jsvectormap/dist/jsvectormap.css';
import type { LocationMarker } from '../api';

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * The world vector map with the sessions' markers: the only module that imports jsvectormap
 * (with its world map and CSS), loaded lazily inside the analytics route. The map is drawn
 * again when the theme changes, in that theme's colours.
 */
export default function WorldMap({
  markers,
  label,
  theme,
}: {
  markers: LocationMarker[];
  label: string;
  theme: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const map = new jsVectorMap({
      selector: element,
      map: 'world',
      zoomButtons: false,
      zoomOnScroll: false,
      markers: markers.map((m) => ({ name: m.name, coords: m.coords })),
      regionStyle: {
        initial: { fill: cssVar('--bs-secondary-bg', '#e9ecef'), stroke: 'none' },
        hover: { fill: cssVar('--bs-tertiary-color', '#adb5bd') },
      },
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
    });
    return () => {
      map.destroy();
      element.replaceChildren();
    };
  }, [markers, theme]);
  return <div ref={box} role="img" aria-label={label} style={{ height: 320 }} dir="ltr" />;
}
