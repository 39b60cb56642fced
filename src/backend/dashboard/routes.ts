/**
 * The dashboards' and analytics' API (docs/api/dashboard.md): every signed-in user may read
 * it (no roles). Figures for a period are computed; orders, tasks, the conversation and the
 * top performers are kept per user.
 */
import * as z from 'zod/mini';
import { ANALYTICS_API } from '@/features/analytics/api';
import {
  DASHBOARD_API,
  lastDays,
  rangeProblem,
  type ConversationMessage,
  type DashboardTask,
  type DateRange,
  type Order,
  type Performer,
} from '@/features/dashboard/api';
import { routePath } from '../path';
import { defineRoute, type AnyRoute, rowsRoute } from '../route';
import { updateRoute } from '../rowRoutes';
import { defineArea, defineTable } from '../store';
import {
  analyticsOverview,
  browserShares,
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
} from './figures';

export const ordersTable = defineTable<Order>({
  name: 'dashboard_orders',
  area: 'dashboard',
  columns: {
    id: 'text',
    product: 'text',
    customer: 'text',
    price: 'number',
    status: 'text',
    // Epoch ms (the DTO's).
    date: 'number',
  },
  indexes: [['date']],
});

export const dashboardTasksTable = defineTable<DashboardTask>({
  name: 'dashboard_tasks',
  area: 'dashboard',
  columns: {
    id: 'text',
    title: 'text',
    due: 'number',
    done: 'boolean',
  },
  indexes: [],
});

export const conversationTable = defineTable<ConversationMessage>({
  name: 'dashboard_conversation',
  area: 'dashboard',
  columns: {
    id: 'text',
    author: 'text',
    text: 'text',
    at: 'number',
    mine: 'boolean',
  },
  indexes: [],
});

export const performersTable = defineTable<Performer>({
  name: 'dashboard_performers',
  area: 'dashboard',
  columns: {
    id: 'text',
    name: 'text',
    role: 'text',
    sales: 'number',
  },
  indexes: [],
});

export const dashboardArea = defineArea({
  name: 'dashboard',
  tables: [ordersTable, dashboardTasksTable, conversationTable, performersTable],
  seed: (_owner, now) => {
    const seed = seedDashboard({ now });
    return {
      dashboard_orders: seed.orders,
      dashboard_tasks: seed.tasks,
      dashboard_conversation: seed.conversation,
      dashboard_performers: seed.performers,
    };
  },
});

const RANGE_MESSAGES = {
  invalid: 'from and to must be dates (YYYY-MM-DD)',
  endBeforeStart: 'to must be on or after from',
  tooLong: 'a period can span at most 366 days',
} as const;

/** The period of a read (`from`, `to`; the last 15 days by default); 422 "Invalid period". */
const period = {
  message: 'Invalid period',
  schema: z.pipe(
    z.unknown(),
    z.transform((raw, ctx): DateRange => {
      const query = raw as Record<string, string | undefined>;
      if (query.from === undefined && query.to === undefined) return lastDays(15);
      const range = { from: query.from ?? '', to: query.to ?? '' };
      const problem = rangeProblem(range);
      if (problem === 'invalid') {
        ctx.issues.push({
          code: 'custom',
          message: RANGE_MESSAGES.invalid,
          path: ['from'],
          input: raw,
        });
      } else if (problem) {
        ctx.issues.push({
          code: 'custom',
          message: RANGE_MESSAGES[problem],
          path: ['to'],
          input: raw,
        });
      }
      return range;
    }),
  ),
};

/** A read of figures for a period. */
const periodRoute = (path: string, figures: (range: DateRange) => unknown) =>
  defineRoute<DateRange>({
    method: 'get',
    path: routePath(path),
    query: period,
    handle: ({ query }) => figures(query),
  });

/** Analytics: figures relative to today, the same for everyone (they describe the site). */
const figureRoute = (path: string, figures: (now: number) => unknown) =>
  defineRoute({ method: 'get', path: routePath(path), handle: ({ now }) => figures(now) });

export const dashboardRoutes: AnyRoute[] = [
  periodRoute(DASHBOARD_API.stats, statsFor),
  periodRoute(DASHBOARD_API.overview, overviewFor),
  periodRoute(DASHBOARD_API.revenue, revenueFor),
  periodRoute(DASHBOARD_API.targets, targetsFor),
  periodRoute(DASHBOARD_API.sales, salesFor),
  defineRoute<DateRange>({
    method: 'get',
    path: routePath(DASHBOARD_API.orders),
    query: period,
    // A dozen orders: the period's local days are worked out by `ordersIn`.
    handle: async ({ table, query }) => ordersIn((await table(ordersTable).list()).items, query),
  }),
  rowsRoute(routePath(DASHBOARD_API.performers), performersTable),
  rowsRoute(routePath(DASHBOARD_API.tasks), dashboardTasksTable),
  updateRoute({
    method: 'patch',
    path: `${routePath(DASHBOARD_API.tasks)}/:id`,
    table: dashboardTasksTable,
    gone: 'No such task',
    body: z.object({ done: z.boolean({ error: 'done must be true or false' }) }),
  }),
  rowsRoute(routePath(DASHBOARD_API.conversation), conversationTable),
  figureRoute(ANALYTICS_API.overview, analyticsOverview),
  figureRoute(ANALYTICS_API.newUsers, newUsers),
  figureRoute(ANALYTICS_API.social, socialTraffic),
  figureRoute(ANALYTICS_API.tables, trafficTables),
  figureRoute(ANALYTICS_API.live, liveViews),
  figureRoute(ANALYTICS_API.locations, locationMarkers),
  figureRoute(ANALYTICS_API.browsers, browserShares),
];
