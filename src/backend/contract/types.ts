/**
 * The contract suite: cases of request -> expected answer, per area, that run against any
 * implementation of the API through a `send` function (the msw handlers under jest, the
 * Fastify server over HTTP). Framework-free: a case throws an Error when the answer is wrong.
 */
import { API_ROUTES } from '../api';
import type { AnyRoute, Method } from '../route';

/**
 * Who sends: `owner` and `other` are two accounts allowed everywhere (Admin); `user` has the
 * role `user`; `anonymous` sends no token.
 */
export type Sender = 'owner' | 'other' | 'user' | 'anonymous';

/** Each signed-in sender with its role when a case starts, as listed by the account reads. */
export const SENDER_ROLES = [
  ['owner', 'Admin'],
  ['other', 'Admin'],
  ['user', 'user'],
] as const;

export interface ContractRequest {
  as: Sender;
  method: Method;
  /** As the app sends it, from the area's `*_API`: `api/tasks/t1`. */
  path: string;
  query?: Record<string, string | number>;
  /** JSON; or `FormData` for an upload. */
  body?: unknown;
}

export interface ContractResponse {
  status: number;
  /** Parsed JSON; null when there is none (204); a string for other content. */
  body: unknown;
  headers?: Record<string, string>;
}

export type Send = (request: ContractRequest) => Promise<ContractResponse>;

/** An account the harness signs in as. */
export interface ContractAccount {
  uid: string;
  email: string;
}

/**
 * What a harness knows besides `send`: who its accounts are (the admin cases change them by
 * uid and find them by e-mail), and how to sign one in again (a new session: the requests
 * `send` makes for it from then on carry the new token; it throws when the sign-in fails).
 */
export interface ContractHarness {
  accounts: Record<Exclude<Sender, 'anonymous'>, ContractAccount>;
  signInAgain(as: Exclude<Sender, 'anonymous'>): Promise<void>;
}

export interface ContractCase {
  area: string;
  name: string;
  /**
   * Runs the case. Each case starts by resetting `owner` and `other` (`POST api/demo/reset`;
   * `caseFor` does it), and uses its own marker text, so cases need no particular order.
   */
  run(send: Send, harness: ContractHarness): Promise<void>;
}

/** One sender's requests, written as calls: `owner.post(TASKS_API.list, body)`. */
export interface Client {
  get(path: string, query?: ContractRequest['query']): Promise<ContractResponse>;
  delete(path: string): Promise<ContractResponse>;
  post(path: string, body?: unknown): Promise<ContractResponse>;
  put(path: string, body: unknown): Promise<ContractResponse>;
  patch(path: string, body: unknown): Promise<ContractResponse>;
}

export function clientOf(send: Send, as: Sender): Client {
  return {
    get: (path, query) => send({ as, method: 'get', path, query }),
    delete: (path) => send({ as, method: 'delete', path }),
    post: (path, body) => send({ as, method: 'post', path, body }),
    put: (path, body) => send({ as, method: 'put', path, body }),
    patch: (path, body) => send({ as, method: 'patch', path, body }),
  };
}

/** What a case runs with: `send` itself, a client per sender, and the harness. */
export type CaseContext = Record<Sender, Client> & { send: Send; harness: ContractHarness };

const patternOf = (route: AnyRoute) =>
  new RegExp(`^api/${route.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
const PATTERNS = new Map<AnyRoute, RegExp>();

/** The route a request reaches (the first that matches, as the adapters match them). */
export function routeOf(method: Method, path: string): AnyRoute | undefined {
  return API_ROUTES.find((route) => {
    if (route.method !== method) return false;
    let pattern = PATTERNS.get(route);
    if (!pattern) PATTERNS.set(route, (pattern = patternOf(route)));
    return pattern.test(path.replace(/^\//, ''));
  });
}

/**
 * `send`, with every success checked against its route's `response` schema: an answer that
 * does not match fails the case, naming the request and zod's first issue.
 */
export function checkedSend(send: Send): Send {
  return async (request) => {
    const response = await send(request);
    if (response.status < 200 || response.status > 299) return response;
    const schema = routeOf(request.method, request.path)?.response;
    if (!schema) return response;
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : '(the body)';
      throw new ContractFailure(
        `${request.method.toUpperCase()} ${request.path}: the answer does not match its schema at ${where}: ${issue?.message ?? 'invalid'}; got ${show(response)}`,
      );
    }
    return response;
  };
}

/**
 * The cases of one area: `const tasksCase = caseFor('tasks')`, then
 * `tasksCase('name', async ({ owner, other }) => { ... })`. Each starts from the seeds.
 */
export const caseFor =
  (area: string) =>
  (name: string, run: (context: CaseContext) => Promise<void>): ContractCase => ({
    area,
    name,
    run: async (unchecked, harness) => {
      const send = checkedSend(unchecked);
      await resetAccounts(send);
      await run({
        send,
        harness,
        owner: clientOf(send, 'owner'),
        other: clientOf(send, 'other'),
        user: clientOf(send, 'user'),
        anonymous: clientOf(send, 'anonymous'),
      });
    },
  });

export class ContractFailure extends Error {
  override name = 'ContractFailure';
}

const show = (response: ContractResponse) =>
  `${response.status} ${JSON.stringify(response.body)?.slice(0, 400)}`;

/** The answer has this status (and, for a problem, the contract's body). */
export function expectStatus(response: ContractResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new ContractFailure(`${what}: expected ${status}, got ${show(response)}`);
  }
  if (status >= 400 && typeof (response.body as { message?: unknown })?.message !== 'string') {
    throw new ContractFailure(`${what}: a ${status} answers { message }, got ${show(response)}`);
  }
}

/**
 * A 422 naming exactly these fields, each with a message: the names, or `{ name: message }`
 * for the exact words (the app shows them beside the fields).
 */
export function expectFields(
  response: ContractResponse,
  expected: string[] | Record<string, string>,
  what: string,
): void {
  expectStatus(response, 422, what);
  const got = (response.body as { fields?: Record<string, unknown> }).fields ?? {};
  const fields = Array.isArray(expected) ? expected : Object.keys(expected);
  if (!Array.isArray(expected)) {
    for (const [name, message] of Object.entries(expected)) {
      if (got[name] !== message) {
        throw new ContractFailure(
          `${what}: fields.${name} should say "${message}", got ${show(response)}`,
        );
      }
    }
  }
  const names = Object.keys(got).sort();
  if (JSON.stringify(names) !== JSON.stringify([...fields].sort())) {
    throw new ContractFailure(
      `${what}: expected fields ${fields.join(', ')}, got ${show(response)}`,
    );
  }
  for (const name of names) {
    if (typeof got[name] !== 'string' || got[name] === '') {
      throw new ContractFailure(`${what}: fields.${name} needs a message, got ${show(response)}`);
    }
  }
}

export function expectThat(condition: boolean, what: string, response?: ContractResponse): void {
  if (!condition) {
    throw new ContractFailure(response ? `${what}; got ${show(response)}` : what);
  }
}

/** `{ items, total }` with the items' type unchecked. */
export function pageOf<T>(response: ContractResponse, what: string): { items: T[]; total: number } {
  expectStatus(response, 200, what);
  const body = response.body as { items?: unknown; total?: unknown };
  expectThat(
    Array.isArray(body?.items) && typeof body?.total === 'number',
    `${what}: a page is { items, total }`,
    response,
  );
  return body as { items: T[]; total: number };
}

/** Owner's and other's data back to their seeds, and the workspace's (owner is an Admin). */
export async function resetAccounts(send: Send): Promise<void> {
  for (const as of ['owner', 'other'] as const) {
    const body = as === 'owner' ? { scope: 'workspace' } : undefined;
    const response = await clientOf(send, as).post('api/demo/reset', body);
    expectStatus(response, 204, `demo/reset as ${as}`);
  }
}

/**
 * Follows `nextCursor` from the first page (`query` + `pageSize`) to the last and checks the
 * walk gives the ids the page numbers give (`all`, the whole list in one page), each once
 * (a page may order its own items, e.g. folders first); and that a full page has a string `nextCursor`, the last one null.
 */
export async function expectCursorWalk(
  list: (query: Record<string, string | number>) => Promise<ContractResponse>,
  query: Record<string, string | number>,
  pageSize: number,
  all: readonly string[],
  what: string,
): Promise<void> {
  const walked: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const response = await list({ ...query, pageSize, ...(cursor ? { cursor } : {}) });
    const page = pageOf<{ id: string }>(response, `${what}: cursor page`);
    expectThat(page.total === all.length, `${what}: total counts every row beside a cursor`);
    walked.push(...page.items.map((item) => item.id));
    cursor = (response.body as { nextCursor?: string | null }).nextCursor ?? null;
    expectThat(
      cursor === null ? page.items.length < pageSize : typeof cursor === 'string',
      `${what}: nextCursor a string while pages are full, null after the last`,
      response,
    );
    if (!cursor) break;
  }
  expectThat(
    [...walked].sort().join() === [...all].sort().join() && walked.length === all.length,
    `${what}: the cursor walk gives every row once`,
    { status: 200, body: { walked, all } },
  );
}
