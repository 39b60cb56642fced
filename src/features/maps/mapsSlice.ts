import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  idleWrite,
  writeFailed,
  writeSaved,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector, readReducers } from '@/lib/resourceSlice';
import type { MapMarker, NewMapMarker } from './api';

export interface MapsState {
  markers: MapMarker[];
  markersRequest: RequestState;
  /** The last marker save: its failure is shown under the form (fields beside the inputs). */
  createRequest: WriteState;
}

const initialState: MapsState = {
  markers: [],
  markersRequest: idleRequest(),
  createRequest: idleWrite(),
};

const mapsSlice = createSlice({
  name: 'maps',
  initialState,
  reducers: {
    ...readReducers('markers', {
      request: (state: MapsState) => state.markersRequest,
      loaded: (state, markers: MapMarker[]) => {
        state.markers = markers;
      },
      notFound: (state) => {
        state.markers = [];
      },
    }),
    markerCreateRequested: {
      reducer(state, action: PayloadAction<{ tempId: string; marker: NewMapMarker }>) {
        writeStarted(state.createRequest);
        // Optimistic: the marker is on the map at once; rolled back if the save fails.
        state.markers.push({ id: action.payload.tempId, ...action.payload.marker });
      },
      prepare(marker: NewMapMarker) {
        return { payload: { tempId: `tmp-${Date.now()}-${Math.random()}`, marker } };
      },
    },
    markerCreated(state, action: PayloadAction<{ tempId: string; marker: MapMarker }>) {
      writeSaved(state.createRequest);
      const index = state.markers.findIndex((m) => m.id === action.payload.tempId);
      if (index >= 0) state.markers[index] = action.payload.marker;
      else state.markers.push(action.payload.marker);
    },
    markerCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      writeFailed(state.createRequest, action.payload.error);
      state.markers = state.markers.filter((m) => m.id !== action.payload.tempId);
    },
  },
});

const fromRoot = rootSelector(mapsSlice);
export const selectMarkers = fromRoot((state) => state.markers);
export const selectMarkersRequest = fromRoot((state) => state.markersRequest);
export const selectMarkerCreateRequest = fromRoot((state) => state.createRequest);

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
