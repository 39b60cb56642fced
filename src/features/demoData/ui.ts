export { ResetDemoData } from './components/ResetDemoData';
