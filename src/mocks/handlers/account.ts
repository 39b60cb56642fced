import {
  ACCOUNT_API,
  BILLINGS,
  PLAN_IDS,
  type ActivityItem,
  type Invoice,
  type ProjectSummary,
  type Subscription,
  type TaskSummary,
} from '@/features/account/api';
import {
  apiEndpoint,
  type ApiEndpoint,
  invalid,
  notFound,
  paginate,
  readJson,
} from '../api/server';
import { defineUserCollection, withUserData } from '../db';
import {
  DEFAULT_SUBSCRIPTION,
  seedActivity,
  seedInvoices,
  seedProjects,
  seedTasks,
} from '../fixtures/account';

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
  seed: ({ now }) => ({
    activity: seedActivity(now),
    projects: seedProjects(now),
    tasks: seedTasks(now),
    invoices: seedInvoices(now),
    subscription: { ...DEFAULT_SUBSCRIPTION },
  }),
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

const path = (url: string) => url.replace(/^api\//, '');

/** The account pages' part of the demo API (docs/api/account.md). Every signed-in user. */
export const accountEndpoints: ApiEndpoint[] = [
  apiEndpoint('get', path(ACCOUNT_API.activity), ({ caller, url }) =>
    withUserData(accountData, caller.uid, (data) =>
      paginate(data.activity, url, { defaultPageSize: 8, maxPageSize: 50 }),
    ),
  ),
  apiEndpoint('get', path(ACCOUNT_API.projects), ({ caller }) =>
    withUserData(accountData, caller.uid, (data) => data.projects),
  ),
  apiEndpoint('get', path(ACCOUNT_API.tasks), ({ caller }) =>
    withUserData(accountData, caller.uid, (data) => data.tasks),
  ),
  apiEndpoint('get', path(ACCOUNT_API.latestInvoice), ({ caller }) =>
    withUserData(accountData, caller.uid, (data) => {
      const latest = [...data.invoices].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))[0];
      return latest ?? notFound('No invoices yet');
    }),
  ),
  apiEndpoint('get', 'account/invoices/:id', ({ caller, params }) =>
    withUserData(
      accountData,
      caller.uid,
      (data) => data.invoices.find((inv) => inv.id === params.id) ?? notFound('Unknown invoice'),
    ),
  ),
  apiEndpoint('get', path(ACCOUNT_API.subscription), ({ caller }) =>
    withUserData(accountData, caller.uid, (data) => data.subscription),
  ),
  apiEndpoint('put', path(ACCOUNT_API.subscription), async ({ caller, request }) => {
    const body = (await readJson(request)) as Partial<Subscription> | null;
    const errors: Record<string, string> = {};
    if (!isPlan(body?.planId)) errors.planId = `planId must be one of ${PLAN_IDS.join(', ')}`;
    if (!isBilling(body?.billing)) errors.billing = `billing must be one of ${BILLINGS.join(', ')}`;
    if (Object.keys(errors).length > 0) return invalid(errors);
    return withUserData(accountData, caller.uid, (data) => {
      data.subscription = { planId: body?.planId, billing: body?.billing } as Subscription;
      return data.subscription;
    });
  }),
];
