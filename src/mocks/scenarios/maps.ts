import { http, HttpResponse, type RequestHandler } from 'msw';
import { MAPS_API } from '@/contract/maps';
import { routePath } from '@/backend/path';
import { apiUrl } from '../apiBase';

/** A marker save that the server refuses. */
const markerSaveFails = http.post(apiUrl(routePath(MAPS_API.markers)), () =>
  HttpResponse.json({ message: 'The map store is read-only right now' }, { status: 503 }),
);

/**
 * The maps pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const mapsScenarios: Record<string, RequestHandler[]> = {
  'maps-marker-save-fails': [markerSaveFails],
};
