import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';

/**
 * The tasks pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const tasksScenarios: Record<string, RequestHandler[]> = {
  /** The board refuses every move: the card snaps back and a message says so. */
  'tasks-move-fails': [
    http.post(apiUrl('tasks/:id/move'), () =>
      HttpResponse.json({ message: 'This board is locked for review' }, { status: 409 }),
    ),
  ],
  /** Saving a task (add, edit, complete) fails on the server. */
  'tasks-save-fails': [
    http.post(apiUrl('tasks'), () =>
      HttpResponse.json({ message: 'Task store unavailable' }, { status: 503 }),
    ),
    http.patch(apiUrl('tasks/:id'), () =>
      HttpResponse.json({ message: 'Task store unavailable' }, { status: 503 }),
    ),
  ],
};
