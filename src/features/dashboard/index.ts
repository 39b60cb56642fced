export {
  selectStats,
  selectStatsRequest,
  periodChanged,
  selectRange,
  type DashboardState,
} from './dashboardSlice';
export { readStats } from './requests';
export { dashboardFeature } from './feature';
