export { filesFeature } from './feature';
export { FILES_API, type FileEntry } from './api';
export { filesRequested, selectFiles } from './filesSlice';
