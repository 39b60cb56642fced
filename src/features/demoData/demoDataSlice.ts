import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DemoResetScope } from '@/contract/demo';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';

export interface DemoDataState {
  reset: RequestState;
  /** The users page's "Load / Clear sample data" (an Admin's, for the workspace). */
  sampleData: RequestState;
}

/** `load`: the sample projects, tasks, events and files; `clear`: none (the workspace empty). */
export type SampleDataAction = 'load' | 'clear';

const initialState: DemoDataState = { reset: idleRequest(), sampleData: idleRequest() };

const demoDataSlice = createSlice({
  name: 'demoData',
  initialState,
  reducers: {
    /** `workspace`: the shared areas too (an Admin's choice); default: the caller's own. */
    demoDataResetRequested: {
      reducer(state, _action: PayloadAction<DemoResetScope>) {
        requestStarted(state.reset);
      },
      prepare: (scope: DemoResetScope = 'account') => ({ payload: scope }),
    },
    demoDataResetSucceeded(state) {
      requestSucceeded(state.reset);
    },
    demoDataResetFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.reset, action.payload);
    },
    sampleDataRequested(state, _action: PayloadAction<SampleDataAction>) {
      requestStarted(state.sampleData);
    },
    sampleDataSucceeded(state) {
      requestSucceeded(state.sampleData);
    },
    sampleDataFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.sampleData, action.payload);
    },
  },
  selectors: {
    selectDemoDataReset: (state) => state.reset,
    selectSampleData: (state) => state.sampleData,
  },
});

export const {
  demoDataResetRequested,
  demoDataResetSucceeded,
  demoDataResetFailed,
  sampleDataRequested,
  sampleDataSucceeded,
  sampleDataFailed,
} = demoDataSlice.actions;
export const { selectDemoDataReset, selectSampleData } = demoDataSlice.selectors;
export default demoDataSlice;
