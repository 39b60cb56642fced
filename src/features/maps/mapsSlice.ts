import { createSlice } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
import type { AppError } from '@/services/errors';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector, readReducers, writeReducers } from '@/lib/resourceSlice';
import type { MapMarker, NewMapMarker } from '@/contract/maps';

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
    ...writeReducers('markerCreate', 'markerCreated', {
      write: (state: MapsState) => state.createRequest,
      prepare: (marker: NewMapMarker) => ({ tempId: `tmp-${Date.now()}-${Math.random()}`, marker }),
      // Optimistic: the marker is on the map at once; rolled back if the save fails.
      requested: (state, { tempId, marker }) => {
        markersAdapter.addOne(state.markers, { id: tempId, ...marker });
      },
      saved: (state, { tempId, marker }: { tempId: string; marker: MapMarker }) => {
        markersAdapter.removeOne(state.markers, tempId);
        markersAdapter.setOne(state.markers, marker);
      },
      failed: (state, { tempId }: { tempId: string; error: AppError }) => {
        markersAdapter.removeOne(state.markers, tempId);
      },
    }),
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
