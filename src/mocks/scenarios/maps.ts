import type { RequestHandler } from 'msw';
import { markerSaveFails } from '../handlers/maps';

/**
 * The maps pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const mapsScenarios: Record<string, RequestHandler[]> = {
  'maps-marker-save-fails': [markerSaveFails],
};
