import { http, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

/**
 * The tasks pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tasksScenarios: Record<string, RequestHandler[]> = {
  /** The board refuses every move: the card snaps back and a message says so. */
  'tasks-move-fails': [
    http.post(apiUrl('tasks/:id/move'), failWith(409, 'This board is locked for review')),
  ],
  /** Saving a task (add, edit, complete) fails on the server. */
  'tasks-save-fails': [
    http.post(apiUrl('tasks'), failWith(503, 'Task store unavailable')),
    http.patch(apiUrl('tasks/:id'), failWith(503, 'Task store unavailable')),
  ],
};
