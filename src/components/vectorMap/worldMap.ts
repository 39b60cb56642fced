// Order matters: the setup module defines the global the map file calls.
import type { VectorMap as VectorMapInstance, VectorMapOptions } from 'jsvectormap';
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

/**
 * Draws a map with jsvectormap. Defined here, not re-exported: package.json marks this
 * project's modules side-effect free, so with a bare re-export of `jsVectorMap` the bundler
 * may skip this module, and with it the world map file ("Attempt to use map which was not
 * loaded: world" on the analytics dashboard).
 */
export function drawVectorMap(options: VectorMapOptions): VectorMapInstance {
  return new jsVectorMap(options);
}
