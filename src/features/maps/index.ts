export { mapsFeature } from './feature';
