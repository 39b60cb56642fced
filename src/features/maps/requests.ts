import { resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest, listCases } from '@/lib/request';
import { MAPS_API, type MapMarker, type NewMapMarker } from '@/contract/maps';
import type { MapsState } from './mapsSlice';

/** The markers by id (a new one first under a temporary id). */
export const markersAdapter = createEntityAdapter<MapMarker>();

const api = resource<MapMarker, NewMapMarker>({ list: MAPS_API.markers, item: MAPS_API.marker });

export const listMarkers = defineRequest('maps/markers', {
  read: (state: MapsState) => state.markersRequest,
  call: (_: void) => api.list(),
  ...listCases(markersAdapter, (state: MapsState) => state.markers),
});

/** The marker is on the map at once (`tempId`); a refusal takes it off again. */
export const createMarker = defineRequest('maps/createMarker', {
  write: (state: MapsState) => state.createRequest,
  call: ({ marker }: { tempId: string; marker: NewMapMarker }) => api.create(marker),
  optimistic: (state, { tempId, marker }) =>
    markersAdapter.addOne(state.markers, { id: tempId, ...marker }),
  succeeded: (state, marker, { tempId }) => {
    markersAdapter.removeOne(state.markers, tempId);
    markersAdapter.setOne(state.markers, marker);
  },
  rollback: (state, { request }) => markersAdapter.removeOne(state.markers, request.tempId),
});

export const mapsRequests = [listMarkers, createMarker];
