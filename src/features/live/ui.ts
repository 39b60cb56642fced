export { LiveIndicator } from './components/LiveIndicator';
export { selectLiveStatus, type LiveStatus } from './status';
