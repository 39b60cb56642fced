export { AnalyticsDashboard } from './components/AnalyticsDashboard';
export { analyticsMessages } from './messages';
