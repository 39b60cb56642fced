import type { RequestHandler } from 'msw';

/**
 * The maps pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'maps-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const mapsScenarios: Record<string, RequestHandler[]> = {};
