/**
 * The account pages' API in the demo backend: the routes of src/backend/account on the
 * browser collection `shreyu_demo_account` (version 1: `{ activity, projects, tasks,
 * invoices, subscription }` per user).
 */
import {
  BILLINGS,
  PLAN_IDS,
  type ActivityItem,
  type Invoice,
  type ProjectSummary,
  type Subscription,
  type TaskSummary,
} from '@/contract/account';
import {
  accountArea,
  accountRoutes,
  subscriptionTable,
  type SubscriptionRow,
} from '@/backend/account/routes';
import type { ApiEndpoint } from '../api/server';
import { addsNoRows, bindArea, rowsInFields } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection } from '../db';

interface AccountData {
  activity: ActivityItem[];
  projects: ProjectSummary[];
  tasks: TaskSummary[];
  invoices: Invoice[];
  subscription: Subscription;
}

const isPlan = (v: unknown): v is Subscription['planId'] =>
  typeof v === 'string' && (PLAN_IDS as readonly string[]).includes(v);
const isBilling = (v: unknown): v is Subscription['billing'] =>
  typeof v === 'string' && (BILLINGS as readonly string[]).includes(v);

const accountData = defineUserCollection<AccountData>({
  name: 'account',
  version: 1,
  seed: ({ uid, now }) => {
    const seed = accountArea.seed(uid, now);
    const [subscription] = seed.account_subscription as SubscriptionRow[];
    return {
      activity: seed.account_activity as ActivityItem[],
      projects: seed.account_projects as ProjectSummary[],
      tasks: seed.account_tasks as TaskSummary[],
      invoices: seed.account_invoices as Invoice[],
      subscription: {
        planId: subscription?.planId ?? 'professional',
        billing: subscription?.billing ?? 'monthly',
      },
    };
  },
  isValid: (entry): entry is AccountData => {
    const e = entry as Partial<AccountData> | null;
    return (
      typeof e === 'object' &&
      e !== null &&
      Array.isArray(e.activity) &&
      Array.isArray(e.projects) &&
      Array.isArray(e.tasks) &&
      Array.isArray(e.invoices) &&
      isPlan(e.subscription?.planId) &&
      isBilling(e.subscription?.billing)
    );
  },
});

const listRows = rowsInFields<AccountData>({
  account_activity: 'activity',
  account_projects: 'projects',
  account_tasks: 'tasks',
  account_invoices: 'invoices',
});

bindArea(accountArea, accountData, {
  rows: (entry, table) => {
    if (table.name !== subscriptionTable.name) return listRows(entry, table);
    // The plan stays one object in the saved data.
    const rows: SubscriptionRow[] = [{ id: 'current', ...entry.subscription }];
    return {
      rows,
      written: () => {
        const [row] = rows;
        if (row) entry.subscription = { planId: row.planId, billing: row.billing };
      },
    };
  },
  nextId: addsNoRows('The account pages'),
});

/** The account pages' part of the demo API (docs/api/account.md). Every signed-in user. */
export const accountEndpoints: ApiEndpoint[] = routeEndpoints(accountRoutes);
