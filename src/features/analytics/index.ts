export {
  analyticsPageOpened,
  analyticsPageLeft,
  selectPolling,
  type AnalyticsState,
} from './analyticsSlice';
export { retryWidget } from './requests';
export { analyticsFeature } from './feature';
