export { listMarkers, createMarker } from './requests';
export {
  selectMarkers,
  selectMarkersRequest,
  selectMarkerCreateRequest,
  type MapsState,
} from './mapsSlice';
export { mapsFeature } from './feature';
