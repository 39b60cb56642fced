/**
 * The dashboards' and analytics' API in the demo backend: the routes of src/backend/dashboard
 * on the browser collection `shreyu_demo_dashboard` (version 1: `{ orders, tasks,
 * conversation, performers }` per user).
 */
import { dashboardArea, dashboardRoutes } from '@/backend/dashboard/routes';
import { isDashboardSeed, seedDashboard, type DashboardSeed } from '@/backend/dashboard/figures';
import type { ApiEndpoint } from '../api/server';
import { addsNoRows, bindArea, rowsInFields } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection } from '../db';

/** Each user's orders, tasks, conversation and top performers (dated when first seeded). */
export const dashboardCollection = defineUserCollection({
  name: 'dashboard',
  version: 1,
  seed: seedDashboard,
  isValid: isDashboardSeed,
});

bindArea(dashboardArea, dashboardCollection, {
  rows: rowsInFields<DashboardSeed>({
    dashboard_orders: 'orders',
    dashboard_tasks: 'tasks',
    dashboard_conversation: 'conversation',
    dashboard_performers: 'performers',
  }),
  nextId: addsNoRows('The dashboards'),
});

/** The dashboards' part of the demo API: every signed-in user may read it (no roles). */
export const dashboardEndpoints: ApiEndpoint[] = routeEndpoints(dashboardRoutes);
