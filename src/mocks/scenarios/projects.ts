import type { RequestHandler } from 'msw';

/**
 * The projects pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'projects-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const projectsScenarios: Record<string, RequestHandler[]> = {};
