import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
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

/** The markers by id (a new one first under a temporary id). */
const markersAdapter = createEntityAdapter<MapMarker>();
const { selectAll } = markersAdapter.getSelectors();

export interface MapsState {
  markers: ReturnType<typeof markersAdapter.getInitialState>;
  markersRequest: RequestState;
  /** The last marker save: its failure is shown under the form (fields beside the inputs). */
  createRequest: WriteState;
}

const initialState: MapsState = {
  markers: markersAdapter.getInitialState(),
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
        markersAdapter.setAll(state.markers, markers);
      },
      notFound: (state) => {
        markersAdapter.removeAll(state.markers);
      },
    }),
    markerCreateRequested: {
      reducer(state, action: PayloadAction<{ tempId: string; marker: NewMapMarker }>) {
        writeStarted(state.createRequest);
        // Optimistic: the marker is on the map at once; rolled back if the save fails.
        markersAdapter.addOne(state.markers, {
          id: action.payload.tempId,
          ...action.payload.marker,
        });
      },
      prepare(marker: NewMapMarker) {
        return { payload: { tempId: `tmp-${Date.now()}-${Math.random()}`, marker } };
      },
    },
    markerCreated(state, action: PayloadAction<{ tempId: string; marker: MapMarker }>) {
      writeSaved(state.createRequest);
      markersAdapter.removeOne(state.markers, action.payload.tempId);
      markersAdapter.setOne(state.markers, action.payload.marker);
    },
    markerCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      writeFailed(state.createRequest, action.payload.error);
      markersAdapter.removeOne(state.markers, action.payload.tempId);
    },
  },
});

const fromRoot = rootSelector(mapsSlice);
export const selectMarkers = fromRoot((state) => selectAll(state.markers));
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
