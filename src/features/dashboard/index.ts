export {
  default as dashboardSlice,
  statsRequested,
  statsLoaded,
  statsFailed,
  statsNotFound,
  selectStats,
  selectStatsStatus,
  selectStatsError,
  type StatWidget,
  type DashboardState,
} from './dashboardSlice';
export { dashboardSaga, STATS_URL } from './dashboardSaga';
export { StatsWidgets } from './components/StatsWidgets';
