/** The dashboard contract's schemas and the types inferred from them: re-exported by `dashboard.ts`. */
import * as z from 'zod/mini';
import { type DateRange, RANGE_MESSAGES, lastDays, rangeProblem } from './dashboard.plain';

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
