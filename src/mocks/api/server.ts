/**
 * The demo API's server side: what makes msw answer like a real backend. Every endpoint is
 * declared with `apiRoute(...)`, which checks the `Authorization: JWT <token>` header (401),
 * the caller's role (403, demo mode), and turns what the handler returns into JSON.
 * Handlers keep data per user (`withUserData(collection, caller.uid, ...)`), answer 404
 * with `notFound()`, 422 with `invalid({ field: message })`, and lists with `paginate()`.
 */
import { http, HttpResponse, type PathParams } from 'msw';
import type { Role } from '@/services/types';
import { readPaging } from '@/backend/list';
import {
  forbidden as forbiddenProblem,
  invalid as invalidProblem,
  notFound as notFoundProblem,
  PROBLEM_MESSAGES,
  unauthorized as unauthorizedProblem,
  type ApiProblem,
} from '@/backend/problems';
import { apiUrl } from '../apiBase';
import { verifyIdToken } from '../db/tokens';

export interface Caller {
  uid: string;
  /** From the demo db's profile (`users/{uid}`); null when there is none (cloud builds). */
  role: Role | null;
  /** The token's address and whether it is verified: the membership rule reads them. */
  email?: string;
  emailVerified?: boolean;
}

export interface ApiRequest {
  caller: Caller;
  request: Request;
  url: URL;
  params: PathParams;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The one msw answer of a problem (src/backend/problems.ts): its status, headers and body. */
export const problemResponse = (problem: ApiProblem) =>
  HttpResponse.json(problem.body, { status: problem.status, headers: { ...problem.headers } });

/** 401: no token, a malformed one, or one past its time. */
export const unauthorized = (message?: string) => problemResponse(unauthorizedProblem(message));
/** 403: signed in, but this account may not do this. */
export const forbidden = (message?: string) => problemResponse(forbiddenProblem(message));
/** 404: the id is unknown (for this user). */
export const notFound = (message?: string) => problemResponse(notFoundProblem(message));
/**
 * 422: invalid input. `fields` maps each field to what is wrong with it; the app shows each
 * message beside its field, in the words written here (English: the demo server's language).
 */
export const invalid = (fields: Record<string, string>, message?: string) =>
  problemResponse(invalidProblem(fields, message));

/** The caller's role (null: unknown), or why their session is refused (the 401's message). */
export type CallerLookup = (
  uid: string,
  authTime: number,
) => Promise<{ role: Role | null } | { refused: string }>;
let lookupCaller: CallerLookup = () => Promise.resolve({ role: null });

/**
 * Where callers' roles come from, and which sessions are refused. The demo backend
 * (handlers/index.ts) reads roles from its profiles and refuses accounts an Admin disabled;
 * the demo API alone (emulator and cloud builds) knows no accounts, checks no roles, and so
 * carries no account data at all.
 */
export function setCallerLookup(lookup: CallerLookup): void {
  lookupCaller = lookup;
}

/** Who is calling, from `Authorization: JWT <token>`; a Response (401) when nobody valid is. */
export async function authenticate(request: Request): Promise<Caller | Response> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^JWT\s+(\S+)$/.exec(header);
  if (!match) return unauthorized();
  const check = verifyIdToken(match[1], Date.now());
  if (!check.ok) {
    return unauthorized(
      check.reason === 'TOKEN_EXPIRED' ? PROBLEM_MESSAGES.tokenExpired : undefined,
    );
  }
  const found = await lookupCaller(check.claims.sub, check.claims.auth_time);
  if ('refused' in found) return unauthorized(found.refused);
  return {
    uid: check.claims.sub,
    role: found.role,
    email: check.claims.email,
    emailVerified: check.claims.email_verified,
  };
}

export interface ApiRouteOptions {
  /** Only these roles may call it; enforced where the role is known (demo mode). */
  roles?: readonly Role[];
}

/** One endpoint of the demo API: see `apiEndpoint`. */
export interface ApiEndpoint {
  method: Method;
  /** Below `<API_BASE_URL>api/`, msw path syntax: `calendar/events/:id`. */
  path: string;
  /** Authenticates, checks the role, runs the handler and answers. */
  respond: (request: Request, params: PathParams) => Promise<Response>;
}

/**
 * One endpoint at `<API_BASE_URL>api/<path>` (msw path syntax: `calendar/events/:id`).
 * The handler returns a Response, or any value to be sent as JSON with status 200.
 * Serve a list of them with `apiRoutes(...)`, or one on its own with `apiRoute(...)`.
 */
export function apiEndpoint(
  method: Method,
  path: string,
  handler: (api: ApiRequest) => unknown,
  options: ApiRouteOptions = {},
): ApiEndpoint {
  const respond = async (request: Request, params: PathParams): Promise<Response> => {
    const caller = await authenticate(request);
    if (caller instanceof Response) return caller;
    if (options.roles && caller.role !== null && !options.roles.includes(caller.role)) {
      return forbidden();
    }
    const result: unknown = await handler({ caller, request, url: new URL(request.url), params });
    if (result instanceof Response) return result;
    if (result === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(result as object);
  };
  return { method, path, respond };
}

/** One endpoint as its own msw handler (tests, src/migration): `server.use(apiRoute(...))`. */
export function apiRoute(
  method: Method,
  path: string,
  handler: (api: ApiRequest) => unknown,
  options: ApiRouteOptions = {},
) {
  const { respond } = apiEndpoint(method, path, handler, options);
  return http[method](apiUrl(path), ({ request, params }) => respond(request, params));
}

/** `calendar/events/:id` -> a matcher of the request's address giving `{ id }`, or null. */
function compilePath(path: string): (address: URL) => PathParams | null {
  const base = new URL(apiUrl(''), globalThis.location?.href ?? 'http://localhost/');
  const keys: string[] = [];
  const pattern = path
    .replace(/^\//, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const expression = new RegExp(`^${pattern}/?$`);
  return (address) => {
    if (address.origin !== base.origin || !address.pathname.startsWith(base.pathname)) return null;
    const match = expression.exec(address.pathname.slice(base.pathname.length));
    if (!match) return null;
    try {
      return Object.fromEntries(
        keys.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? '')]),
      );
    } catch {
      return null; // a malformed %-escape matches nothing, as in msw
    }
  };
}

/**
 * A list of endpoints as ONE msw handler that finds the endpoint itself, first match wins,
 * in the order given. msw tries its handlers one by one and, for each, parses the request's
 * cookies and compiles the handler's path again: with the demo API's ~70 endpoints as
 * separate handlers, every request cost ~25 ms of main thread (about 100 ms on a mid-range
 * phone), a long task per widget of the dashboard. Here each path is compiled once.
 * A request no endpoint matches goes on to the next msw handler (or is unhandled).
 */
export function apiRoutes(endpoints: readonly ApiEndpoint[]) {
  const table = endpoints.map((endpoint) => ({
    method: endpoint.method.toUpperCase(),
    match: compilePath(endpoint.path),
    respond: endpoint.respond,
  }));
  return http.all(apiUrl('*'), ({ request }) => {
    const address = new URL(request.url);
    for (const { method, match, respond } of table) {
      if (method !== request.method) continue;
      const params = match(address);
      if (params) return respond(request, params);
    }
    return undefined;
  });
}

/** The JSON body of a request, or null when it is not JSON (answer `invalid(...)` then). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return null;
  }
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PaginateOptions<T> {
  /** Does the item match the search text (already trimmed and lower-cased)? */
  matches?: (item: T, q: string) => boolean;
  /** Sortable fields: `sort=field` ascending, `sort=-field` descending. */
  sorters?: Record<string, (a: T, b: T) => number>;
  defaultPageSize?: number;
  maxPageSize?: number;
}

/**
 * Server-side paging, sort and search, from `page` (1-based), `pageSize`, `sort`, `q`.
 * Answers `{ items, total }`, or a 422 naming the parameter that is wrong.
 */
export function paginate<T>(
  all: readonly T[],
  url: URL,
  { matches, sorters = {}, ...sizes }: PaginateOptions<T> = {},
): Page<T> | Response {
  const {
    page,
    pageSize,
    sort,
    q,
    sorted: sorter,
    errors,
  } = readPaging((name) => url.searchParams.get(name) ?? undefined, sorters, sizes);
  if (Object.keys(errors).length > 0) return invalid(errors, 'Invalid list parameters');
  const text = q.toLowerCase();
  let items = text && matches ? all.filter((item) => matches(item, text)) : [...all];
  if (sorter) {
    items.sort(sorter);
    if (sort.startsWith('-')) items.reverse();
  }
  const total = items.length;
  items = items.slice((page - 1) * pageSize, page * pageSize);
  return { items, total };
}
