import { http, HttpResponse, type RequestHandler } from 'msw';
import { TABLES_API } from '@/contract/tables';
import { routePath } from '@/backend/path';
import { apiUrl } from '../apiBase';

/** A bulk delete the server refuses (the rows come back with a message). */
const bulkDeleteFails = http.post(apiUrl(routePath(TABLES_API.bulkDelete)), () =>
  HttpResponse.json({ message: 'People cannot be deleted right now' }, { status: 500 }),
);

/**
 * The tables pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tablesScenarios: Record<string, RequestHandler[]> = {
  'tables-bulk-delete-fails': [bulkDeleteFails],
};
