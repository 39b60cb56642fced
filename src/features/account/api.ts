/**
 * The account pages' part of the demo API: endpoints and DTOs shared by the saga and the
 * msw handler (docs/api/account.md lists them).
 */
export const ACCOUNT_API = {
  /** GET ?page&pageSize → Page<ActivityItem>, newest first. */
  activity: 'api/account/activity',
  /** GET → ProjectSummary[] (profile tab). */
  projects: 'api/account/projects',
  /** GET → TaskSummary[] (profile tab). */
  tasks: 'api/account/tasks',
  /** GET → Invoice (the newest). */
  latestInvoice: 'api/account/invoices/latest',
  /** GET → Invoice, 404 for an unknown id. */
  invoice: (id: string) => `api/account/invoices/${encodeURIComponent(id)}`,
  /** GET → Subscription; PUT { planId, billing } → Subscription (422 for an unknown plan). */
  subscription: 'api/account/subscription',
} as const;

export interface Page<T> {
  items: T[];
  total: number;
}

export type ActivityKind = 'comment' | 'upload' | 'task' | 'meeting' | 'project';

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  title: string;
  /** May hold simple HTML (<b>, <a>): sanitised where it is rendered. */
  html: string;
  /** ISO-8601. */
  at: string;
}

export interface ProjectSummary {
  id: string;
  name: string;
  client: string;
  progress: number;
  /** ISO-8601 date. */
  due: string;
}

export interface TaskSummary {
  id: string;
  title: string;
  done: boolean;
  priority: 'low' | 'medium' | 'high';
  due: string;
}

export interface InvoiceLine {
  item: string;
  description: string;
  hours: number;
  /** Per hour, in the invoice's currency. */
  rate: number;
}

export interface Invoice {
  id: string;
  /** ISO-4217, e.g. USD. */
  currency: string;
  issuedAt: string;
  dueAt: string;
  status: 'paid' | 'unpaid';
  from: { name: string; address: string[] };
  to: { name: string; address: string[] };
  lines: InvoiceLine[];
  /** Percent off the subtotal. */
  discountPercent: number;
  /** Percent on the subtotal less discount. */
  taxPercent: number;
  notes: string;
}

export const PLAN_IDS = ['starter', 'professional', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLINGS = ['monthly', 'yearly'] as const;
export type Billing = (typeof BILLINGS)[number];

export interface Subscription {
  planId: PlanId;
  billing: Billing;
}
