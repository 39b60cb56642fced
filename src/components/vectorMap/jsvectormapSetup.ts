import jsVectorMap from 'jsvectormap';

/**
 * jsvectormap's map files call the global `jsVectorMap.addMap(...)`. This module loads the
 * library first (it sets the global) and keeps a copy of each map added, so that country maps
 * can be cut out of the world map: jsvectormap 1.7 ships only `world` and `world-merc`.
 */
interface MapDefinition {
  paths: Record<string, { path: string; name: string }>;
  [key: string]: unknown;
}

export const addedMaps = new Map<string, MapDefinition>();
const addMap = jsVectorMap.addMap.bind(jsVectorMap);
jsVectorMap.addMap = (name: string, map: unknown) => {
  addedMaps.set(name, map as MapDefinition);
  addMap(name, map);
};

export { jsVectorMap };
