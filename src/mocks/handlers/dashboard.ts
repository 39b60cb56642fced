/**
 * The dashboards' and analytics' API in the demo backend: the routes of src/backend/dashboard
 * on the browser collection `shreyu_demo_dashboard` (version 1: `{ orders, tasks,
 * conversation, performers }` per user).
 */
import { dashboardArea, dashboardRoutes } from '@/backend/dashboard/routes';
import { isDashboardSeed, seedDashboard } from '@/backend/dashboard/figures';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
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
  rows: (entry, table) => {
    switch (table.name) {
      case 'dashboard_orders':
        return entry.orders;
      case 'dashboard_tasks':
        return entry.tasks;
      case 'dashboard_conversation':
        return entry.conversation;
      default:
        return entry.performers;
    }
  },
  nextId: () => {
    throw new Error('The dashboards add no rows');
  },
});

/** The dashboards' part of the demo API: every signed-in user may read it (no roles). */
export const dashboardEndpoints: ApiEndpoint[] = routeEndpoints(dashboardRoutes);
