export { filesFeature } from './feature';
export { filesRequested, selectFiles } from './filesSlice';
