// Order matters: the setup module defines the global the map file calls.
import { addedMaps, jsVectorMap } from './jsvectormapSetup';
import 'jsvectormap/dist/maps/world.js';

/**
 * A map holding only one country of the world map (same projection, so markers still land
 * right); shown focused on that country. Returns the map's name.
 */
export function countryMap(code: string): string {
  const name = `world-${code}`;
  if (addedMaps.has(name)) return name;
  const world = addedMaps.get('world');
  const country = world?.paths[code];
  if (!world || !country) return 'world';
  jsVectorMap.addMap(name, { ...world, paths: { [code]: country } });
  return name;
}

export { jsVectorMap };
