export {
  analyticsPageOpened,
  analyticsPageLeft,
  analyticsWidgetRequested,
  selectPolling,
  type AnalyticsState,
} from './analyticsSlice';
export { analyticsFeature } from './feature';
