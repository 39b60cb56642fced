/** The dashboard contract's parts without a schema (paths, constants, checks): re-exported by `dashboard.ts`; apart so that a page importing only these never downloads zod. */
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

import { isCalendarDate } from './common.plain';

/** The currency of the demo shop's figures. */
export const SHOP_CURRENCY = 'USD';

/** The period every widget shows: YYYY-MM-DD, both days included. */
export interface DateRange {
  from: string;
  to: string;
}

export const MAX_RANGE_DAYS = 366;

const DAY = 86_400_000;

const parseDay = (text: string): number | null => {
  if (!isCalendarDate(text)) return null;
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

export const RANGE_MESSAGES = {
  invalid: 'from and to must be dates (YYYY-MM-DD)',
  endBeforeStart: 'to must be on or after from',
  tooLong: 'a period can span at most 366 days',
} as const;
