// The feature, loaded with the signed-in frame (app/routes/routeTable.tsx); the top bar's part
// is in './ui', so the frame's chunk does not carry the saga.
export { liveFeature } from './feature';
export { liveMessages } from './messages';
