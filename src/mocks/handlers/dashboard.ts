import {
  DASHBOARD_API,
  lastDays,
  rangeProblem,
  type DashboardTask,
  type DateRange,
} from '@/features/dashboard/api';
import { ANALYTICS_API } from '@/features/analytics/api';
import {
  analyticsOverview,
  browserShares,
  isDashboardSeed,
  liveViews,
  locationMarkers,
  newUsers,
  ordersIn,
  overviewFor,
  revenueFor,
  salesFor,
  seedDashboard,
  socialTraffic,
  statsFor,
  targetsFor,
  trafficTables,
} from '../fixtures/dashboard';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';
import { defineUserCollection, withUserData } from '../db';

const path = (url: string) => url.replace(/^api\//, '');

/** Each user's orders, tasks, conversation and top performers (dated when first seeded). */
export const dashboardCollection = defineUserCollection({
  name: 'dashboard',
  version: 1,
  seed: seedDashboard,
  isValid: isDashboardSeed,
});

const RANGE_MESSAGES = {
  invalid: 'from and to must be dates (YYYY-MM-DD)',
  endBeforeStart: 'to must be on or after from',
  tooLong: 'a period can span at most 366 days',
} as const;

/** The period of a read (`from`, `to`; the last 15 days by default), or a 422 answer. */
function rangeOf(url: URL): DateRange | Response {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (from === null && to === null) return lastDays(15);
  const range = { from: from ?? '', to: to ?? '' };
  const problem = rangeProblem(range);
  if (problem) {
    return invalid(
      problem === 'invalid' ? { from: RANGE_MESSAGES.invalid } : { to: RANGE_MESSAGES[problem] },
      'Invalid period',
    );
  }
  return range;
}

/** A read of figures for a period. */
const periodRoute = <T>(url: string, figures: (range: DateRange) => T) =>
  apiEndpoint('get', path(url), ({ url: requestUrl }) => {
    const range = rangeOf(requestUrl);
    return range instanceof Response ? range : figures(range);
  });

/** The dashboards' part of the demo API: every signed-in user may read it (no roles). */
export const dashboardEndpoints: ApiEndpoint[] = [
  periodRoute(DASHBOARD_API.stats, statsFor),
  periodRoute(DASHBOARD_API.overview, overviewFor),
  periodRoute(DASHBOARD_API.revenue, revenueFor),
  periodRoute(DASHBOARD_API.targets, targetsFor),
  periodRoute(DASHBOARD_API.sales, salesFor),
  apiEndpoint('get', path(DASHBOARD_API.orders), ({ caller, url }) => {
    const range = rangeOf(url);
    if (range instanceof Response) return range;
    return withUserData(dashboardCollection, caller.uid, (data) => ordersIn(data.orders, range));
  }),
  apiEndpoint('get', path(DASHBOARD_API.performers), ({ caller }) =>
    withUserData(dashboardCollection, caller.uid, (data) => data.performers),
  ),
  apiEndpoint('get', path(DASHBOARD_API.tasks), ({ caller }) =>
    withUserData(dashboardCollection, caller.uid, (data) => data.tasks),
  ),
  apiEndpoint('patch', `${path(DASHBOARD_API.tasks)}/:id`, async ({ caller, request, params }) => {
    const body = (await readJson(request)) as Partial<DashboardTask> | null;
    if (typeof body?.done !== 'boolean') return invalid({ done: 'done must be true or false' });
    const done = body.done;
    return withUserData(dashboardCollection, caller.uid, (data) => {
      const task = data.tasks.find((item) => item.id === params.id);
      if (!task) return notFound('No such task');
      task.done = done;
      return task;
    });
  }),
  apiEndpoint('get', path(DASHBOARD_API.conversation), ({ caller }) =>
    withUserData(dashboardCollection, caller.uid, (data) => data.conversation),
  ),
  // Analytics: figures relative to today (the same for everyone: they describe the site).
  apiEndpoint('get', path(ANALYTICS_API.overview), () => analyticsOverview(Date.now())),
  apiEndpoint('get', path(ANALYTICS_API.newUsers), () => newUsers()),
  apiEndpoint('get', path(ANALYTICS_API.social), () => socialTraffic(Date.now())),
  apiEndpoint('get', path(ANALYTICS_API.tables), () => trafficTables()),
  apiEndpoint('get', path(ANALYTICS_API.live), () => liveViews(Date.now())),
  apiEndpoint('get', path(ANALYTICS_API.locations), () => locationMarkers()),
  apiEndpoint('get', path(ANALYTICS_API.browsers), () => browserShares()),
];
