import { requestsSlice, type PollStatus } from '@/lib/request';
import { idleEntries, type Entries } from '@/lib/requestState';
import { entrySelector, rootSelector } from '@/lib/selectors';
import type { AnalyticsData } from '@/contract/analytics';
import { analyticsRequests, ENDPOINTS } from './requests';

export type { AnalyticsData };
export { analyticsPageLeft, analyticsPageOpened, type AnalyticsWidget } from './requests';

export interface AnalyticsState {
  widgets: Entries<AnalyticsData>;
  /** The views-per-minute poll: running while the page is open, paused while it is hidden. */
  polling: PollStatus;
}

const initialState = (): AnalyticsState => ({
  widgets: idleEntries(ENDPOINTS),
  polling: 'stopped',
});

const analyticsSlice = requestsSlice('analytics', initialState, analyticsRequests());

const fromRoot = rootSelector(analyticsSlice);
export const selectAnalyticsWidgets = fromRoot((state) => state.widgets);
export const selectPolling = fromRoot((state) => state.polling);
export const selectAnalyticsWidget = entrySelector(selectAnalyticsWidgets);

export default analyticsSlice;
