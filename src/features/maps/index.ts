export {
  markersRequested,
  markerCreateRequested,
  selectMarkers,
  selectMarkersRequest,
  selectMarkerCreateRequest,
  type MapsState,
} from './mapsSlice';
export { mapsFeature } from './feature';
