import type { RequestHandler } from 'msw';
import { bulkDeleteFails } from '../handlers/tables';

/**
 * The tables pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tablesScenarios: Record<string, RequestHandler[]> = {
  'tables-bulk-delete-fails': [bulkDeleteFails],
};
