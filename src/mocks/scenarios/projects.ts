import { http, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

/**
 * The projects pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const projectsScenarios: Record<string, RequestHandler[]> = {
  /** Creating or editing a project fails on the server (the form keeps what was typed). */
  'projects-save-fails': [
    http.post(apiUrl('projects'), failWith(503, 'The project store is read-only right now')),
    http.put(apiUrl('projects/:id'), failWith(503, 'The project store is read-only right now')),
  ],
};
