export { liveFeature } from './feature';
export { liveMessages } from './messages';
export { LiveIndicator } from './components/LiveIndicator';
export { selectLiveStatus, type LiveStatus } from './liveSlice';
