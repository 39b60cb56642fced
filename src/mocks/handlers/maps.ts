import { http, HttpResponse } from 'msw';
import { apiUrl } from '../apiBase';
import { MAPS_API, markerProblems, type MapMarker } from '@/features/maps/api';
import { seedMarkers } from '../fixtures/maps';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';
import { defineUserCollection, randomId, withUserData } from '../db';

const path = (url: string) => url.replace(/^api\//, '');

const isMarker = (value: unknown): value is MapMarker =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MapMarker).id === 'string' &&
  typeof (value as MapMarker).lat === 'number' &&
  typeof (value as MapMarker).lng === 'number';

export const markersCollection = defineUserCollection<MapMarker[]>({
  name: 'maps_markers',
  version: 1,
  seed: () => seedMarkers(),
  isValid: (entry): entry is MapMarker[] => Array.isArray(entry) && entry.every(isMarker),
});

const MAX_MARKERS = 200;

/** The maps part of the demo API (docs/api/maps.md): markers kept per user. */
export const mapsEndpoints: ApiEndpoint[] = [
  apiEndpoint('get', path(MAPS_API.markers), ({ caller }) =>
    withUserData(markersCollection, caller.uid, (markers) => markers),
  ),
  apiEndpoint('post', path(MAPS_API.markers), async ({ caller, request }) => {
    const body = await readJson(request);
    const problems = markerProblems(body);
    if (Object.keys(problems).length > 0) return invalid(problems);
    const { name, lat, lng } = body as MapMarker;
    return withUserData(markersCollection, caller.uid, (markers) => {
      if (markers.length >= MAX_MARKERS) {
        return invalid({ name: `at most ${MAX_MARKERS} markers are kept` });
      }
      const marker: MapMarker = { id: `m-${randomId()}`, name: name.trim(), lat, lng };
      markers.push(marker);
      return marker;
    });
  }),
  apiEndpoint('delete', path(MAPS_API.marker(':id')), ({ caller, params }) =>
    withUserData(markersCollection, caller.uid, (markers) => {
      const index = markers.findIndex((m) => m.id === params.id);
      if (index < 0) return notFound('No such marker');
      markers.splice(index, 1);
      return undefined;
    }),
  ),
];

/** Kept for the scenarios file: a marker save that the server refuses. */
export const markerSaveFails = http.post(apiUrl(path(MAPS_API.markers)), () =>
  HttpResponse.json({ message: 'The map store is read-only right now' }, { status: 503 }),
);
