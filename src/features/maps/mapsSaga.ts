import { put, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import { failureOf, loadResource, takeLatestRead } from '@/lib/resourceSaga';
import { MAPS_API, type MapMarker } from './api';
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
  yield* loadResource(
    (http, signal) => http.get<MapMarker[]>(MAPS_API.markers, undefined, { signal }),
    { loaded: markersLoaded, notFound: markersNotFound, failed: markersFailed },
  );
}

/** A write: the marker is already on the map (optimistic); a refusal takes it off again. */
export function* handleMarkerCreateRequested(action: ReturnType<typeof markerCreateRequested>) {
  const { tempId, marker } = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.create<MapMarker>(MAPS_API.markers, marker, { signal }),
  );
  if (outcome.kind === 'ok') yield put(markerCreated({ tempId, marker: outcome.data }));
  else yield put(markerCreateFailed({ tempId, error: failureOf(outcome) }));
}

export function* mapsSaga() {
  yield takeLatestRead('maps', [markersRequested.type, demoDataReset.type], handleMarkersRequested);
  yield takeEvery(markerCreateRequested.type, handleMarkerCreateRequested);
}
