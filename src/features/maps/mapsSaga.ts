import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
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
  const outcome = yield* requestResource((http, signal) =>
    http.get<MapMarker[]>(MAPS_API.markers, undefined, { signal }),
  );
  if (outcome.kind === 'ok') yield put(markersLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(markersNotFound());
  else yield put(markersFailed(outcome.error));
}

/** A write: the marker is already on the map (optimistic); a refusal takes it off again. */
export function* handleMarkerCreateRequested(action: ReturnType<typeof markerCreateRequested>) {
  const { tempId, marker } = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.create<MapMarker>(MAPS_API.markers, marker, { signal }),
  );
  if (outcome.kind === 'ok') yield put(markerCreated({ tempId, marker: outcome.data }));
  else {
    const error =
      outcome.kind === 'failed'
        ? outcome.error
        : { code: 'http/not-found', messageKey: 'errors.http.notFound', status: 404 };
    yield put(markerCreateFailed({ tempId, error }));
  }
}

export function* mapsSaga() {
  yield takeLatest([markersRequested.type, demoDataReset.type], handleMarkersRequested);
  yield takeEvery(markerCreateRequested.type, handleMarkerCreateRequested);
}
