export {
  analyticsPageOpened,
  analyticsPageLeft,
  analyticsWidgetRequested,
  selectPolling,
  type AnalyticsState,
} from './analyticsSlice';
export { ANALYTICS_API } from './api';
export { analyticsFeature } from './feature';
