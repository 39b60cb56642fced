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
export { dashboardFeature } from './feature';
