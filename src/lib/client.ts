import type { HttpClient, HttpResult, QueryParams } from '@/services/http';
import type { Services } from '@/services/types';

/**
 * One request, not yet made: the request saga runs it with the client (and, for a call to
 * another backend such as Firebase, the services) from saga context.
 */
export type Call<T> = (
  http: HttpClient,
  signal: AbortSignal,
  services: Services,
) => Promise<HttpResult<T>>;

/** What a call to another backend answers, as an HTTP one would: `null` is a 404. */
export const answer = <T>(data: T | null): HttpResult<T> =>
  data === null ? { kind: 'not-found', status: 404 } : { kind: 'ok', data, status: 200 };

/** Reads take the saga's abort signal (a newer read, leaving the page); writes always finish. */
export const get =
  <T>(url: string, params?: QueryParams): Call<T> =>
  (http, signal) =>
    http.get<T>(url, params, { signal });
export const post =
  <T>(url: string, body: unknown): Call<T> =>
  (http) =>
    http.create<T>(url, body);
export const patch =
  <T>(url: string, body: unknown): Call<T> =>
  (http) =>
    http.updatePatch<T>(url, body);
export const put =
  <T>(url: string, body: unknown): Call<T> =>
  (http) =>
    http.update<T>(url, body);
export const remove =
  <T = null>(url: string): Call<T> =>
  (http) =>
    http.delete<T>(url);

/** The paths of a collection, as the `*_API` objects name them. */
export interface CollectionPaths {
  list: string;
  item: (id: string) => string;
}

/**
 * The usual requests of a collection from its paths, so no saga spells a verb and a path:
 *
 *   const api = { ...resource<Task, TaskInput, TaskPage>(TASKS_API), move: (id, to) => post(...) };
 *   api.list({ q }), api.get(id), api.create(input), api.update(id, patch), api.remove(id)
 */
export function resource<Item, Input = Partial<Item>, List = Item[]>(paths: CollectionPaths) {
  return {
    list: (query?: QueryParams) => get<List>(paths.list, query),
    get: (id: string) => get<Item>(paths.item(id)),
    create: (input: Input) => post<Item>(paths.list, input),
    update: (id: string, changes: Partial<Input>) => patch<Item>(paths.item(id), changes),
    remove: (id: string) => remove(paths.item(id)),
  };
}
