/** The maps API (docs/api/maps.md): the vector map's markers, kept per user. */
import * as z from 'zod/mini';
import { MAPS_API, markerProblems, type MapMarker } from '@/features/maps/api';
import { routePath } from '../path';
import { invalid } from '../problems';
import { defineRoute, type AnyRoute, rowsRoute } from '../route';
import { defineArea, defineTable } from '../store';
import { seedMarkers } from './seed';
import { deleteRoute } from '../rowRoutes';

export const markersTable = defineTable<MapMarker>({
  name: 'map_markers',
  area: 'maps',
  columns: {
    id: 'text',
    name: 'text',
    lat: 'number',
    lng: 'number',
  },
  indexes: [],
});

export const mapsArea = defineArea({
  name: 'maps',
  tables: [markersTable],
  seed: () => ({ map_markers: seedMarkers() }),
});

const MAX_MARKERS = 200;

/** A new marker: the rules the form checks too (`markerProblems`). */
const markerBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): Omit<MapMarker, 'id'> => {
    for (const [field, message] of Object.entries(markerProblems(body))) {
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    }
    const { name, lat, lng } = body as MapMarker;
    return { name: typeof name === 'string' ? name.trim() : '', lat, lng };
  }),
);

export const mapsRoutes: AnyRoute[] = [
  rowsRoute(routePath(MAPS_API.markers), markersTable),
  defineRoute({
    method: 'post',
    path: routePath(MAPS_API.markers),
    body: markerBody,
    async handle({ table, body }) {
      const markers = table(markersTable);
      const { total } = await markers.list({ limit: 0 });
      if (total >= MAX_MARKERS) throw invalid({ name: `at most ${MAX_MARKERS} markers are kept` });
      return markers.insert({ id: await markers.newId('m-'), ...body });
    },
  }),
  deleteRoute({
    path: routePath(MAPS_API.marker, 'id'),
    table: markersTable,
    gone: 'No such marker',
  }),
];
