import { createAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { get } from '@/lib/client';
import { defineRequest, entryCases } from '@/lib/request';
import type { AnalyticsData } from '@/contract/analytics';
import { ANALYTICS_API } from '@/contract/analytics.plain';
import type { AnalyticsState } from './analyticsSlice';

export type AnalyticsWidget = keyof AnalyticsData;

export const ENDPOINTS = Object.keys(ANALYTICS_API) as AnalyticsWidget[];

/** Loaded once when the page opens: every endpoint but `live`, which is polled instead. */
export const ANALYTICS_WIDGETS: readonly AnalyticsWidget[] = ENDPOINTS.filter(
  (name) => name !== 'live',
);

const LIVE: readonly AnalyticsWidget[] = ['live'];

/** How often the views-per-minute card refreshes while the page is open and visible. */
export const POLL_INTERVAL_MS = 10_000;

/** The page mounted: every widget loads and the views-per-minute poll starts. */
export const analyticsPageOpened = createAction('analytics/analyticsPageOpened');
/** The page unmounted: loads in flight are cancelled and the poll stops. */
export const analyticsPageLeft = createAction('analytics/analyticsPageLeft');

/** Each widget's read: its own data, failure and retry (one card's retry cancels no other). */
const widget = {
  ...entryCases((state: AnalyticsState) => state.widgets),
  call: (name: AnalyticsWidget) => get<AnalyticsData[typeof name]>(ANALYTICS_API[name]),
  until: [analyticsPageLeft],
};

export const readWidget = defineRequest('analytics/widget', {
  ...widget,
  keys: ANALYTICS_WIDGETS,
  also: [analyticsPageOpened, demoDataReset],
});

/** Views per minute, polled while the page is open; nothing is asked while the tab is hidden. */
export const pollLive = (every: number) =>
  defineRequest('analytics/live', {
    ...widget,
    keys: LIVE,
    also: [analyticsPageOpened],
    poll: { every, pauseHidden: true, status: (state, polling) => void (state.polling = polling) },
  });
export const readLive = pollLive(POLL_INTERVAL_MS);

/** A card's "Try again". */
export const retryWidget = (name: AnalyticsWidget) =>
  (name === 'live' ? readLive : readWidget).requested(name);

/** The requests, with the poll's interval (tests pass a short one). */
export const analyticsRequests = (pollInterval = POLL_INTERVAL_MS) => [
  readWidget,
  pollInterval === POLL_INTERVAL_MS ? readLive : pollLive(pollInterval),
];
