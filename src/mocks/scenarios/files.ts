import type { RequestHandler } from 'msw';

/**
 * The files pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'files-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const filesScenarios: Record<string, RequestHandler[]> = {};
