/**
 * The dashboard's part of the demo API: endpoints and DTOs, shared by the saga and the msw
 * handler (the contract a real backend implements; docs/api/dashboard.md lists it).
 * Every read of the ecommerce dashboard takes the period as `from` and `to` (YYYY-MM-DD,
 * both included); a range that ends before it starts or spans more than a year is a 422.
 */
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

export interface StatWidget {
  id: string;
  label: string;
  value: number;
  /** Rendered with the value: `$` for money, '' for counts. */
  prefix: string;
  /** Change against the previous period, in percent. */
  change: number;
  /** The trend over the period (11 points) for the card's sparkline. */
  series?: number[];
}

export interface Overview {
  visitors: number;
  productViews: number;
  revenuePerVisitor: number;
}

export interface RevenuePoint {
  /** Epoch ms of the day. */
  date: number;
  /** Revenue that day, in thousands. */
  current: number;
  /** The same day of the previous period, in thousands. */
  previous: number;
}

export interface RevenueSeries {
  points: RevenuePoint[];
}

export interface Targets {
  /** Epoch ms of each month's first day. */
  months: number[];
  netProfit: number[];
  revenue: number[];
}

export interface CategorySales {
  category: string;
  /** In thousands. */
  value: number;
}

export type OrderStatus = 'Pending' | 'Delivered' | 'Declined';

export interface Order {
  /** '1001' .. '1012': the invoice page seeds invoices with the same ids. */
  id: string;
  product: string;
  customer: string;
  price: number;
  status: OrderStatus;
  /** Epoch ms. */
  date: number;
}

export interface Performer {
  id: string;
  name: string;
  role: string;
  sales: number;
}

export interface DashboardTask {
  id: string;
  title: string;
  /** Epoch ms. */
  due: number;
  done: boolean;
}

export interface ConversationMessage {
  id: string;
  author: string;
  text: string;
  /** Epoch ms. */
  at: number;
  mine: boolean;
}

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
