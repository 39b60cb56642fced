import type { RequestHandler } from 'msw';

/**
 * The account pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'account-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const accountScenarios: Record<string, RequestHandler[]> = {};
