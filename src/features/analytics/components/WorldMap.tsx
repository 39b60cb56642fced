import { useMemo } from 'react';
import { VectorMap } from '@/components/vectorMap/VectorMap';
import type { LocationMarker } from '@/contract/analytics';

/**
 * The world vector map with the sessions' markers, loaded lazily inside the analytics route
 * (jsvectormap, its world map and CSS come with it). The shared map redraws on a theme change.
 */
export default function WorldMap({
  markers,
  label,
}: {
  markers: LocationMarker[];
  label: string;
  /** The theme the card is drawn in (the map follows the theme by itself). */
  theme?: string;
}) {
  const points = useMemo(
    () => markers.map((m) => ({ name: m.name, lat: m.coords[0], lng: m.coords[1] })),
    [markers],
  );
  return <VectorMap map="world" label={label} markers={points} height={320} />;
}
