export { filesFeature } from './feature';
export { selectFiles } from './filesSlice';
export { listFiles } from './requests';
