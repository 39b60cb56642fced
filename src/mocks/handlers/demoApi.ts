import { http, HttpResponse } from 'msw';
import { dashboardStats } from '../fixtures/dashboard';
import { apiUrl } from '../apiBase';

/** The demo HTTP API the pages read through the axios helper. */
export const demoApiHandlers = [
  http.get(apiUrl('dashboard/stats'), () => HttpResponse.json(dashboardStats)),
];
