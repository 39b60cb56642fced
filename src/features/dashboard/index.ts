export {
  statsRequested,
  statsLoaded,
  statsFailed,
  statsNotFound,
  selectStats,
  selectStatsRequest,
  periodChanged,
  selectRange,
  type DashboardState,
} from './dashboardSlice';
export { DASHBOARD_API, type StatWidget } from './api';
export { dashboardFeature } from './feature';
