export { tablesFeature } from './feature';
