/**
 * The account pages' part of the API: paths, the request and answer schemas and the types
 * inferred from them (docs/api/account.md lists them).
 */
import * as z from 'zod/mini';
import { pageOf } from './common';

export type { Page } from './common';

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

export const activityKindSchema = z.enum(['comment', 'upload', 'task', 'meeting', 'project']);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  kind: activityKindSchema,
  title: z.string(),
  /** May hold simple HTML (<b>, <a>): sanitised where it is rendered. */
  html: z.string(),
  /** ISO-8601. */
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityPageSchema = pageOf(activityItemSchema);

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  client: z.string(),
  progress: z.number(),
  /** ISO-8601 date. */
  due: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const taskSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
  priority: z.enum(['low', 'medium', 'high']),
  due: z.string(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const invoiceLineSchema = z.object({
  item: z.string(),
  description: z.string(),
  hours: z.number(),
  /** Per hour, in the invoice's currency. */
  rate: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const party = z.object({ name: z.string(), address: z.array(z.string()) });

export const invoiceSchema = z.object({
  id: z.string(),
  /** ISO-4217, e.g. USD. */
  currency: z.string(),
  issuedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(['paid', 'unpaid']),
  from: party,
  to: party,
  lines: z.array(invoiceLineSchema),
  /** Percent off the subtotal. */
  discountPercent: z.number(),
  /** Percent on the subtotal less discount. */
  taxPercent: z.number(),
  notes: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const PLAN_IDS = ['starter', 'professional', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLINGS = ['monthly', 'yearly'] as const;
export type Billing = (typeof BILLINGS)[number];

export const subscriptionSchema = z.object({
  planId: z.enum(PLAN_IDS),
  billing: z.enum(BILLINGS),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** PUT api/account/subscription */
export const subscriptionBody = z.object({
  planId: z.enum(PLAN_IDS, { error: `planId must be one of ${PLAN_IDS.join(', ')}` }),
  billing: z.enum(BILLINGS, { error: `billing must be one of ${BILLINGS.join(', ')}` }),
});
