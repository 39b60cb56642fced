import type { RequestHandler } from 'msw';

/**
 * The email pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'email-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const emailScenarios: Record<string, RequestHandler[]> = {};
