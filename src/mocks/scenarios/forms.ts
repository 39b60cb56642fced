import type { RequestHandler } from 'msw';

/**
 * The forms pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'forms-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const formsScenarios: Record<string, RequestHandler[]> = {};
