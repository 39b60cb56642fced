/** The maps API (docs/api/maps.md): the vector map's markers, kept per user. */
import { MAPS_API, mapMarkerSchema, markerBody, type MapMarker } from '@/contract/maps';
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

export const mapsRoutes: AnyRoute[] = [
  rowsRoute(routePath(MAPS_API.markers), markersTable, mapMarkerSchema),
  defineRoute({
    method: 'post',
    path: routePath(MAPS_API.markers),
    body: markerBody,
    response: mapMarkerSchema,
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
