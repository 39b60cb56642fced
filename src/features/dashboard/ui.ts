export { StatsWidgets } from './components/StatsWidgets';
export { EcommerceDashboard } from './components/EcommerceDashboard';
export { PeriodControl } from './components/PeriodControl';
export { DownloadMenu } from './components/DownloadMenu';
export { dashboardMessages } from './messages';
