/**
 * The dashboard's part of the demo API: endpoints and DTOs, shared by the saga and the msw
 * handler (the contract a real backend implements; docs/demo-api.md lists it).
 */
export const DASHBOARD_API = {
  /** GET → StatWidget[] */
  stats: 'api/dashboard/stats',
} as const;

export interface StatWidget {
  id: string;
  label: string;
  value: number;
  /** Rendered with the value: `$` for money, '' for counts. */
  prefix: string;
  /** Change against the previous period, in percent. */
  change: number;
}
