import type { RequestHandler } from 'msw';

/**
 * The chat pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'chat-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const chatScenarios: Record<string, RequestHandler[]> = {};
