import { takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { loadGet, takeLatestRead, writeResource } from '@/lib/resourceSaga';
import { MAPS_API, type MapMarker } from '@/contract/maps';
import {
  markerCreated,
  markerCreateFailed,
  markerCreateRequested,
  markersFailed,
  markersLoaded,
  markersNotFound,
  markersRequested,
} from './mapsSlice';

export function* handleMarkersRequested() {
  yield* loadGet<MapMarker[]>(MAPS_API.markers, undefined, {
    loaded: markersLoaded,
    notFound: markersNotFound,
    failed: markersFailed,
  });
}

/** A write: the marker is already on the map (optimistic); a refusal takes it off again. */
export function* handleMarkerCreateRequested(action: ReturnType<typeof markerCreateRequested>) {
  const { tempId, marker } = action.payload;
  yield* writeResource({
    request: (http, signal) => http.create<MapMarker>(MAPS_API.markers, marker, { signal }),
    succeeded: (created) => markerCreated({ tempId, marker: created }),
    failed: (error) => markerCreateFailed({ tempId, error }),
  });
}

export function* mapsSaga() {
  yield takeLatestRead('maps', [markersRequested.type, demoDataReset.type], handleMarkersRequested);
  yield takeEvery(markerCreateRequested.type, handleMarkerCreateRequested);
}
