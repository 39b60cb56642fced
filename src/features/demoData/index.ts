export {
  default as demoDataSlice,
  demoDataResetRequested,
  selectDemoDataReset,
} from './demoDataSlice';
export { demoDataSaga, DEMO_RESET_URL } from './demoDataSaga';
export { SampleDataCard } from './components/SampleDataCard';
