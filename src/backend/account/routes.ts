/** The account pages' API (docs/api/account.md): every signed-in user, their own data. */
import {
  ACCOUNT_API,
  activityPageSchema,
  invoiceSchema,
  projectSummarySchema,
  subscriptionBody,
  subscriptionSchema,
  taskSummarySchema,
  type ActivityItem,
  type Invoice,
  type ProjectSummary,
  type Subscription,
  type TaskSummary,
} from '@/contract/account';
import { routePath } from '../path';
import { notFound } from '../problems';
import { pageAnswer } from '../list';
import { defineRoute, listRoute, type AnyRoute, rowsRoute } from '../route';
import { defineArea, defineTable, desc } from '../store';
import { DEFAULT_SUBSCRIPTION, seedActivity, seedInvoices, seedProjects, seedTasks } from './seed';

export const activityTable = defineTable<ActivityItem>({
  name: 'account_activity',
  area: 'account',
  columns: {
    id: 'text',
    kind: 'text',
    title: 'text',
    html: 'text',
    at: 'timestamp',
  },
  indexes: [],
});

export const accountProjectsTable = defineTable<ProjectSummary>({
  name: 'account_projects',
  area: 'account',
  columns: {
    id: 'text',
    name: 'text',
    client: 'text',
    progress: 'integer',
    due: 'text',
  },
  indexes: [],
});

export const accountTasksTable = defineTable<TaskSummary>({
  name: 'account_tasks',
  area: 'account',
  columns: {
    id: 'text',
    title: 'text',
    done: 'boolean',
    priority: 'text',
    due: 'text',
  },
  indexes: [],
});

export const invoicesTable = defineTable<Invoice>({
  name: 'account_invoices',
  area: 'account',
  columns: {
    id: 'text',
    currency: 'text',
    issuedAt: 'timestamp',
    dueAt: 'timestamp',
    status: 'text',
    from: 'json',
    to: 'json',
    lines: 'json',
    discountPercent: 'number',
    taxPercent: 'number',
    notes: 'text',
  },
  indexes: [['issuedAt']],
});

/** The plan: one row per user, id `current`. */
export type SubscriptionRow = Subscription & { id: 'current' };

export const subscriptionTable = defineTable<SubscriptionRow>({
  name: 'account_subscription',
  area: 'account',
  columns: { id: 'text', planId: 'text', billing: 'text' },
  indexes: [],
});

export const accountArea = defineArea({
  name: 'account',
  tables: [
    activityTable,
    accountProjectsTable,
    accountTasksTable,
    invoicesTable,
    subscriptionTable,
  ],
  seed: (_owner, now) => ({
    account_activity: seedActivity(now),
    account_projects: seedProjects(now),
    account_tasks: seedTasks(now),
    account_invoices: seedInvoices(now),
    account_subscription: [{ id: 'current', ...DEFAULT_SUBSCRIPTION }],
  }),
});

const plan = ({ planId, billing }: Subscription): Subscription => ({ planId, billing });

export const accountRoutes: AnyRoute[] = [
  // In the order they were stored (the seed: newest first); no sort, no search.
  listRoute({
    path: routePath(ACCOUNT_API.activity),
    list: { defaultPageSize: 8, maxPageSize: 50 },
    response: activityPageSchema,
    handle: async ({ table, query }) => {
      const { offset, limit, after } = query.query;
      return pageAnswer(query, await table(activityTable).list({ offset, limit, after }));
    },
  }),
  rowsRoute(routePath(ACCOUNT_API.projects), accountProjectsTable, projectSummarySchema),
  rowsRoute(routePath(ACCOUNT_API.tasks), accountTasksTable, taskSummarySchema),
  // Before `invoices/:id`: routes match in order.
  defineRoute({
    method: 'get',
    path: routePath(ACCOUNT_API.latestInvoice),
    response: invoiceSchema,
    async handle({ table }) {
      const { items } = await table(invoicesTable).list({
        orderBy: [desc('issuedAt')],
        limit: 1,
      });
      return items[0] ?? notFound('No invoices yet');
    },
  }),
  defineRoute({
    method: 'get',
    path: routePath(ACCOUNT_API.invoice, 'id'),
    response: invoiceSchema,
    handle: ({ table, params }) => table(invoicesTable).find(params.id ?? '', 'Unknown invoice'),
  }),
  defineRoute({
    method: 'get',
    path: routePath(ACCOUNT_API.subscription),
    response: subscriptionSchema,
    handle: async ({ table }) => plan(await table(subscriptionTable).find('current')),
  }),
  defineRoute({
    method: 'put',
    path: routePath(ACCOUNT_API.subscription),
    body: subscriptionBody,
    response: subscriptionSchema,
    async handle({ table, body }) {
      const subscription = table(subscriptionTable);
      const saved =
        (await subscription.update('current', body)) ??
        (await subscription.insert({ id: 'current', ...body }));
      return plan(saved);
    },
  }),
];
