import type { RequestHandler } from 'msw';

/**
 * The tasks pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'tasks-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tasksScenarios: Record<string, RequestHandler[]> = {};
