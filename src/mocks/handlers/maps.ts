/**
 * The maps API in the demo backend: the routes of src/backend/maps on the browser collection
 * `shreyu_demo_maps_markers` (version 1: each user's `MapMarker[]`).
 */
import { http, HttpResponse } from 'msw';
import { MAPS_API, type MapMarker } from '@/contract/maps';
import { routePath } from '@/backend/path';
import { mapsArea, mapsRoutes } from '@/backend/maps/routes';
import { apiUrl } from '../apiBase';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields, randomId } from '../db';

const isMarker = hasFields<MapMarker>({ id: 'string', lat: 'number', lng: 'number' });

export const markersCollection = defineUserCollection<MapMarker[]>({
  name: 'maps_markers',
  version: 1,
  seed: ({ uid, now }) => mapsArea.seed(uid, now).map_markers as MapMarker[],
  isValid: (entry): entry is MapMarker[] => Array.isArray(entry) && entry.every(isMarker),
});

// The entry is the list itself; ids are random (`m-<random>`), as they always were.
bindArea(mapsArea, markersCollection, { rows: (entry) => entry, nextId: () => randomId() });

/** The maps part of the demo API (docs/api/maps.md): markers kept per user. */
export const mapsEndpoints: ApiEndpoint[] = routeEndpoints(mapsRoutes);

/** Kept for the scenarios file: a marker save that the server refuses. */
export const markerSaveFails = http.post(apiUrl(routePath(MAPS_API.markers)), () =>
  HttpResponse.json({ message: 'The map store is read-only right now' }, { status: 503 }),
);
