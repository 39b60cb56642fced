import { createAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { get, patch } from '@/lib/client';
import { defineRequest, entryCases } from '@/lib/request';
import {
  DASHBOARD_API,
  type CategorySales,
  type ConversationMessage,
  type DashboardTask,
  type DateRange,
  type Order,
  type Overview,
  type Performer,
  type RevenueSeries,
  type StatWidget,
  type Targets,
} from '@/contract/dashboard';
import type { DashboardState } from './dashboardSlice';

/** What each ecommerce widget holds once loaded. */
export interface WidgetData {
  overview: Overview;
  revenue: RevenueSeries;
  targets: Targets;
  sales: CategorySales[];
  orders: Order[];
  performers: Performer[];
  tasks: DashboardTask[];
  conversation: ConversationMessage[];
}

export type WidgetName = keyof WidgetData;

export const WIDGET_NAMES: readonly WidgetName[] = [
  'overview',
  'revenue',
  'targets',
  'sales',
  'orders',
  'performers',
  'tasks',
  'conversation',
];

/** The header's control chose a new period: every read asks again. */
export const periodChanged = createAction<DateRange>('dashboard/periodChanged');

/**
 * Every read asks for the period in the state, and a new period asks again (the stale read is
 * cancelled first). A failure shows where the data would be, with a retry, and no toast: the
 * same message twice is noise (toasts are for failures with no place on the page).
 */
export const readStats = defineRequest('dashboard/stats', {
  read: (state: DashboardState) => state.statsRequest,
  call: (_: void, { range }) => get<StatWidget[]>(DASHBOARD_API.stats, { ...range }),
  loaded: (state, stats) => void (state.stats = stats),
  notFound: (state) => void (state.stats = []),
  also: [periodChanged, demoDataReset],
});

/** Each widget read on its own: a widget's retry never cancels another's. */
export const readWidget = defineRequest('dashboard/widget', {
  ...entryCases((state: DashboardState) => state.widgets),
  keys: WIDGET_NAMES,
  call: (name, { range }) => get<WidgetData[typeof name]>(DASHBOARD_API[name], { ...range }),
  also: [periodChanged, demoDataReset],
});

const findTask = (state: DashboardState, id: string) =>
  state.widgets.tasks.data?.find((item) => item.id === id);

/** Optimistic: the box is ticked at once, and unticked again (with a message) if saving fails. */
export const toggleTask = defineRequest('dashboard/toggleTask', {
  write: (state: DashboardState) => state.toggle,
  call: ({ id, done }: { id: string; done: boolean }) =>
    patch<DashboardTask>(`${DASHBOARD_API.tasks}/${encodeURIComponent(id)}`, { done }),
  optimistic: (state, { id, done }) => void Object.assign(findTask(state, id) ?? {}, { done }),
  succeeded: (state, task) => void Object.assign(findTask(state, task.id) ?? {}, task),
  rollback: (state, { request: { id, done } }) =>
    void Object.assign(findTask(state, id) ?? {}, { done: !done }),
  notify: 'dashboard.tasks.saveFailed',
});

export const dashboardRequests = [readStats, readWidget, toggleTask];
