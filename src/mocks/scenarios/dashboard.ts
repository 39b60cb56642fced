import { http, type RequestHandler } from 'msw';
import { DASHBOARD_API } from '@/contract/dashboard';
import { ANALYTICS_API } from '@/contract/analytics';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

const path = (url: string) => url.replace(/^api\//, '');
const serverError = failWith(500, 'Database unavailable');

/**
 * The dashboard pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const dashboardScenarios: Record<string, RequestHandler[]> = {
  /** Ticking a task off fails: the box unticks again and a message says so. */
  'dashboard-task-save-fails': [
    http.patch(apiUrl(`${path(DASHBOARD_API.tasks)}/:id`), serverError),
  ],
  /** Only the revenue chart loses its data: the rest of the dashboard keeps working. */
  'dashboard-revenue-fails': [http.get(apiUrl(path(DASHBOARD_API.revenue)), serverError)],
  /** The views-per-minute poll fails: its card shows the error with a retry. */
  'analytics-live-fails': [http.get(apiUrl(path(ANALYTICS_API.live)), serverError)],
};
