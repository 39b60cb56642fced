export { StatsWidgets } from './components/StatsWidgets';
