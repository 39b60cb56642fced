import { requestsSlice } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { fieldSelectors, rootSelector } from '@/lib/selectors';
import { mapsRequests, markersAdapter } from './requests';

export interface MapsState {
  markers: ReturnType<typeof markersAdapter.getInitialState>;
  markersRequest: RequestState;
  /** The last marker save: its failure is shown under the form (fields beside the inputs). */
  createRequest: WriteState;
}

const initialState: MapsState = {
  markers: markersAdapter.getInitialState(),
  markersRequest: idleRequest(),
  createRequest: idleWrite(),
};

const mapsSlice = requestsSlice('maps', initialState, mapsRequests);

const { selectAll } = markersAdapter.getSelectors();
export const selectMarkers = rootSelector(mapsSlice)((state) => selectAll(state.markers));
export const { selectMarkersRequest, selectCreateRequest } = fieldSelectors(mapsSlice);
export default mapsSlice;
