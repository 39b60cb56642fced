export { listMarkers, createMarker } from './requests';
export {
  selectMarkers,
  selectMarkersRequest,
  selectMarkerCreateRequest,
  type MapsState,
} from './mapsSlice';
export { MAPS_API, coordinateProblem, type MapMarker } from './api';
export { mapsFeature } from './feature';
