import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type { MapMarker, NewMapMarker } from './api';

export interface MapsState {
  markers: MapMarker[];
  markersRequest: RequestState;
  /** The last marker save: its failure is shown under the form (fields beside the inputs). */
  createRequest: RequestState;
}

const initialState: MapsState = {
  markers: [],
  markersRequest: idleRequest(),
  createRequest: idleRequest(),
};

const mapsSlice = createSlice({
  name: 'maps',
  initialState,
  reducers: {
    markersRequested(state) {
      requestStarted(state.markersRequest);
    },
    markersLoaded(state, action: PayloadAction<MapMarker[]>) {
      requestSucceeded(state.markersRequest);
      state.markers = action.payload;
    },
    markersNotFound(state) {
      requestNotFound(state.markersRequest);
      state.markers = [];
    },
    markersFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.markersRequest, action.payload);
    },
    markerCreateRequested: {
      reducer(state, action: PayloadAction<{ tempId: string; marker: NewMapMarker }>) {
        requestStarted(state.createRequest);
        // Optimistic: the marker is on the map at once; rolled back if the save fails.
        state.markers.push({ id: action.payload.tempId, ...action.payload.marker });
      },
      prepare(marker: NewMapMarker) {
        return { payload: { tempId: `tmp-${Date.now()}-${Math.random()}`, marker } };
      },
    },
    markerCreated(state, action: PayloadAction<{ tempId: string; marker: MapMarker }>) {
      requestSucceeded(state.createRequest);
      const index = state.markers.findIndex((m) => m.id === action.payload.tempId);
      if (index >= 0) state.markers[index] = action.payload.marker;
      else state.markers.push(action.payload.marker);
    },
    markerCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      requestFailed(state.createRequest, action.payload.error);
      state.markers = state.markers.filter((m) => m.id !== action.payload.tempId);
    },
  },
  selectors: {
    selectMarkers: (state) => state.markers,
    selectMarkersRequest: (state) => state.markersRequest,
    selectMarkerCreateRequest: (state) => state.createRequest,
  },
});

export const { selectMarkers, selectMarkersRequest, selectMarkerCreateRequest } =
  mapsSlice.getSelectors((root: { maps?: MapsState }) => root.maps ?? initialState);

export const {
  markersRequested,
  markersLoaded,
  markersNotFound,
  markersFailed,
  markerCreateRequested,
  markerCreated,
  markerCreateFailed,
} = mapsSlice.actions;
export default mapsSlice;
