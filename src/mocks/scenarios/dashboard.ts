import type { RequestHandler } from 'msw';

/**
 * The dashboard pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'dashboard-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const dashboardScenarios: Record<string, RequestHandler[]> = {};
