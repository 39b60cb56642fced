/**
 * The dashboards' and analytics' API (docs/api/dashboard.md): every signed-in user may read
 * it (no roles). Figures for a period are computed; orders, tasks, the conversation and the
 * top performers are kept per user.
 */
import * as z from 'zod/mini';
import {
  ANALYTICS_API,
  analyticsOverviewSchema,
  browserShareSchema,
  liveViewsSchema,
  locationMarkerSchema,
  newUsersRowSchema,
  socialTrafficSchema,
  trafficTablesSchema,
} from '@/contract/analytics';
import {
  categorySalesSchema,
  conversationMessageSchema,
  DASHBOARD_API,
  dashboardTaskPatchBody,
  dashboardTaskSchema,
  orderSchema,
  overviewSchema,
  performerSchema,
  periodQuery,
  revenueSeriesSchema,
  statWidgetSchema,
  targetsSchema,
  type ConversationMessage,
  type DashboardTask,
  type DateRange,
  type Order,
  type Performer,
} from '@/contract/dashboard';
import { routePath } from '../path';
import { defineRoute, type AnyRoute, rowsRoute } from '../route';
import type { Schema } from '../validate';
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

/** The period of a read (`from`, `to`; the last 15 days by default); 422 "Invalid period". */
const period = { message: 'Invalid period', schema: periodQuery };

/** A read of figures for a period. */
const periodRoute = (
  path: string,
  response: Schema<unknown>,
  figures: (range: DateRange) => unknown,
) =>
  defineRoute<DateRange>({
    method: 'get',
    path: routePath(path),
    query: period,
    response,
    handle: ({ query }) => figures(query),
  });

/** Analytics: figures relative to today, the same for everyone (they describe the site). */
const figureRoute = (path: string, response: Schema<unknown>, figures: (now: number) => unknown) =>
  defineRoute({
    method: 'get',
    path: routePath(path),
    response,
    handle: ({ now }) => figures(now),
  });

export const dashboardRoutes: AnyRoute[] = [
  periodRoute(DASHBOARD_API.stats, z.array(statWidgetSchema), statsFor),
  periodRoute(DASHBOARD_API.overview, overviewSchema, overviewFor),
  periodRoute(DASHBOARD_API.revenue, revenueSeriesSchema, revenueFor),
  periodRoute(DASHBOARD_API.targets, targetsSchema, targetsFor),
  periodRoute(DASHBOARD_API.sales, z.array(categorySalesSchema), salesFor),
  defineRoute<DateRange>({
    method: 'get',
    path: routePath(DASHBOARD_API.orders),
    query: period,
    response: z.array(orderSchema),
    // A dozen orders: the period's local days are worked out by `ordersIn`.
    handle: async ({ table, query }) => ordersIn((await table(ordersTable).list()).items, query),
  }),
  rowsRoute(routePath(DASHBOARD_API.performers), performersTable, performerSchema),
  rowsRoute(routePath(DASHBOARD_API.tasks), dashboardTasksTable, dashboardTaskSchema),
  updateRoute({
    method: 'patch',
    path: `${routePath(DASHBOARD_API.tasks)}/:id`,
    table: dashboardTasksTable,
    gone: 'No such task',
    body: dashboardTaskPatchBody,
    response: dashboardTaskSchema,
  }),
  rowsRoute(routePath(DASHBOARD_API.conversation), conversationTable, conversationMessageSchema),
  figureRoute(ANALYTICS_API.overview, analyticsOverviewSchema, analyticsOverview),
  figureRoute(ANALYTICS_API.newUsers, z.array(newUsersRowSchema), newUsers),
  figureRoute(ANALYTICS_API.social, socialTrafficSchema, socialTraffic),
  figureRoute(ANALYTICS_API.tables, trafficTablesSchema, trafficTables),
  figureRoute(ANALYTICS_API.live, liveViewsSchema, liveViews),
  figureRoute(ANALYTICS_API.locations, z.array(locationMarkerSchema), locationMarkers),
  figureRoute(ANALYTICS_API.browsers, z.array(browserShareSchema), browserShares),
];
