import { DASHBOARD_API } from '@/features/dashboard/api';
import { dashboardStats } from '../fixtures/dashboard';
import { apiRoute } from '../api/server';

const path = (url: string) => url.replace(/^api\//, '');

/** The dashboards' part of the demo API: every signed-in user may read it. */
export const dashboardHandlers = [apiRoute('get', path(DASHBOARD_API.stats), () => dashboardStats)];
