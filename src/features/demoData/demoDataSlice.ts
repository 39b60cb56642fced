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
}

const initialState: DemoDataState = { reset: idleRequest() };

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
  },
  selectors: {
    selectDemoDataReset: (state) => state.reset,
  },
});

export const { demoDataResetRequested, demoDataResetSucceeded, demoDataResetFailed } =
  demoDataSlice.actions;
export const { selectDemoDataReset } = demoDataSlice.selectors;
export default demoDataSlice;
