/**
 * The dashboard's part of the API: paths, the answer schemas and the types inferred from
 * them (the contract a real backend implements; docs/api/dashboard.md lists it).
 * Every read of the ecommerce dashboard takes the period as `from` and `to` (YYYY-MM-DD,
 * both included); a range that ends before it starts or spans more than a year is a 422.
 */
import * as z from 'zod/mini';

export const DASHBOARD_API = {
  /** GET → StatWidget[] */
  stats: 'api/dashboard/stats',
  /** GET → Overview */
  overview: 'api/dashboard/overview',
  /** GET → RevenueSeries */
  revenue: 'api/dashboard/revenue',
  /** GET → Targets */
  targets: 'api/dashboard/targets',
  /** GET → CategorySales[] */
  sales: 'api/dashboard/sales',
  /** GET → Order[] */
  orders: 'api/dashboard/orders',
  /** GET → Performer[] */
  performers: 'api/dashboard/performers',
  /** GET → DashboardTask[]; PATCH `${tasks}/:id` { done } → DashboardTask */
  tasks: 'api/dashboard/tasks',
  /** GET → ConversationMessage[] */
  conversation: 'api/dashboard/conversation',
} as const;

/** The currency of the demo shop's figures. */
export const SHOP_CURRENCY = 'USD';

export const statWidgetSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  /** Rendered with the value: `$` for money, '' for counts. */
  prefix: z.string(),
  /** Change against the previous period, in percent. */
  change: z.number(),
  /** The trend over the period (11 points) for the card's sparkline. */
  series: z.optional(z.array(z.number())),
});
export type StatWidget = z.infer<typeof statWidgetSchema>;

export const overviewSchema = z.object({
  visitors: z.number(),
  productViews: z.number(),
  revenuePerVisitor: z.number(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const revenuePointSchema = z.object({
  /** Epoch ms of the day. */
  date: z.number(),
  /** Revenue that day, in thousands. */
  current: z.number(),
  /** The same day of the previous period, in thousands. */
  previous: z.number(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const revenueSeriesSchema = z.object({ points: z.array(revenuePointSchema) });
export type RevenueSeries = z.infer<typeof revenueSeriesSchema>;

export const targetsSchema = z.object({
  /** Epoch ms of each month's first day. */
  months: z.array(z.number()),
  netProfit: z.array(z.number()),
  revenue: z.array(z.number()),
});
export type Targets = z.infer<typeof targetsSchema>;

export const categorySalesSchema = z.object({
  category: z.string(),
  /** In thousands. */
  value: z.number(),
});
export type CategorySales = z.infer<typeof categorySalesSchema>;

export const orderStatusSchema = z.enum(['Pending', 'Delivered', 'Declined']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.object({
  /** '1001' .. '1012': the invoice page seeds invoices with the same ids. */
  id: z.string(),
  product: z.string(),
  customer: z.string(),
  price: z.number(),
  status: orderStatusSchema,
  /** Epoch ms. */
  date: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

export const performerSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  sales: z.number(),
});
export type Performer = z.infer<typeof performerSchema>;

export const dashboardTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Epoch ms. */
  due: z.number(),
  done: z.boolean(),
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  /** Epoch ms. */
  at: z.number(),
  mine: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** PATCH api/dashboard/tasks/:id */
export const dashboardTaskPatchBody = z.object({
  done: z.boolean({ error: 'done must be true or false' }),
});

/** The period every widget shows: YYYY-MM-DD, both days included. */
export interface DateRange {
  from: string;
  to: string;
}

export const MAX_RANGE_DAYS = 366;

const DAY = 86_400_000;

const parseDay = (text: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
};

/** Days in the range (both ends included), or null when either end is not a date. */
export function rangeDays(range: DateRange): number | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (from === null || to === null) return null;
  return Math.round((to - from) / DAY) + 1;
}

export type RangeProblem = 'invalid' | 'endBeforeStart' | 'tooLong';

/** Why a range cannot be applied, or null. Shared by the period control and the server. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const days = rangeDays(range);
  if (days === null) return 'invalid';
  if (days < 1) return 'endBeforeStart';
  if (days > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** A local date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to today. */
export function lastDays(days: number, today = new Date()): DateRange {
  const from = new Date(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: toDay(from), to: toDay(today) };
}

const RANGE_MESSAGES = {
  invalid: 'from and to must be dates (YYYY-MM-DD)',
  endBeforeStart: 'to must be on or after from',
  tooLong: 'a period can span at most 366 days',
} as const;

/** The period of a read (`from`, `to`; the last 15 days by default); 422 "Invalid period". */
export const periodQuery = z.pipe(
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
);
