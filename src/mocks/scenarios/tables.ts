import type { RequestHandler } from 'msw';

/**
 * The tables pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'tables-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tablesScenarios: Record<string, RequestHandler[]> = {};
