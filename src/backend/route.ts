/**
 * A route of the API, written once: what it accepts, who may call it and what it does. The
 * adapters (src/mocks/api/routes.ts for msw, server/ for Fastify) authenticate the caller,
 * read the request into `RouteInput` and send back the `RouteAnswer` of `runRoute`.
 */
import * as z from 'zod/mini';
import type { Role } from '@/contract/common';
import { missingDirectory, type AccountDirectory } from './admin/directory';
import { recording } from './events';
import { ownedTable, type OwnedTable } from './ownedTable';
import { parseList, type ListRequest, type ListSpec, type RawQuery } from './list';
import { ApiProblem, forbidden, invalid, isProblem, PROBLEM_MESSAGES } from './problems';
import { forget, isSource, receive } from './uploads';
import { REFUSAL_CODES } from '@/contract/workspace';
import { WORKSPACE_OWNER } from './workspace';
import type { BlobRead, BlobStore, RangeRequest, Row, Store, TableSpec } from './store';
import { bodyObject, nulField, parseWith, type Schema } from './validate';
import { outsideProblem, type MembershipRules } from './members/membership';
import { admittedStanding } from './members/admit';
import type { Mailer } from './members/mail';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Caller {
  uid: string;
  /**
   * `Admin` or `user`. The server reads it from the ID token's `role` claim (none: `user`);
   * the msw demo from the demo db's profile. null: unknown (the demo API alone, in emulator
   * and cloud builds, knows no profiles), and then no role is checked.
   */
  role: Role | null;
  /** The token's e-mail and `email_verified` (the server: firebase-admin's decoded token). */
  email?: string;
  emailVerified?: boolean;
}

export {
  formField,
  type IncomingPart,
  type MultipartBody,
  type MultipartSource,
  type UploadPart,
  type UploadRules,
} from './multipart';
import type { MultipartBody, UploadRules } from './multipart';

export type { OwnedTable };

/** Makes HTML from data safe to keep (e-mail bodies): a port, as it needs a parser. */
export type HtmlSanitizer = (html: string) => string | Promise<string>;

/** Without a sanitiser, HTML is kept as text: every tag escaped. */
const escapeHtml: HtmlSanitizer = (html) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface RouteContext<Q, B> {
  caller: Caller;
  params: Record<string, string>;
  query: Q;
  body: B;
  store: Store;
  /** The caller's rows of a table. */
  table<R extends Row>(spec: TableSpec<R>): OwnedTable<R>;
  /** The workspace's rows of a table (projects, tasks, calendar, files: workspace.ts). */
  workspace<R extends Row>(spec: TableSpec<R>): OwnedTable<R>;
  /** File bytes (routes that keep files). */
  blobs: BlobStore;
  /** The deployment's membership rules (no team domain when the adapter gives none). */
  membership: MembershipRules;
  /** Sanitises HTML before it is stored (the policy: `EMAIL_HTML_POLICY`). */
  sanitizeHtml: HtmlSanitizer;
  /** The request's time (ms): seeds and `createdAt` use it. */
  now: number;
  /** The byte range a download asks for (HTTP `Range`), when it asks for one. */
  range?: RangeRequest;
  /**
   * The accounts (the users page). Without one from the adapter, every call answers 503
   * saying this backend has no account directory.
   */
  directory: AccountDirectory;
  /** The adapter lets the first account of an empty server make itself Admin (`RouteInput`). */
  firstAdmin: boolean;
  /** Sends invitations by e-mail (members/mail.ts); null: none (the invitation's `mail` is `off`). */
  mailer: Mailer | null;
}

/**
 * A file to send as it is (a download), instead of JSON: a blob store's read (whole, a
 * range, or unsatisfiable: 200, 206, 416), `name` for a Content-Disposition.
 */
export class FileAnswer {
  constructor(
    readonly blob: BlobRead,
    readonly name?: string,
  ) {}
  get type(): string {
    return this.blob.type;
  }
}

/** A JSON answer with a status of its own (201 for a created event). */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** 201 with the stored record. */
export const created = (body: unknown) => new StatusAnswer(201, body);

/**
 * How the query is read: a list (`{ list: ListSpec }`: page, sort, q and filters, 422 on
 * unknown parameters) or a schema over the raw `{ name: value }` parameters.
 */
export type QuerySpec<Q> =
  | { list: ListSpec<Record<string, unknown>> }
  | {
      schema: Schema<Q>;
      /** The 422's message (default "Invalid query parameters"). */
      message?: string;
    };

export interface Route<Q = unknown, B = unknown> {
  method: Method;
  /** Relative to `api/`, `:name` for a parameter: `tasks/:id`; from the area's `*_API`. */
  path: string;
  /** One line for the API reference (OpenAPI, docs/api/<area>.md). */
  summary?: string;
  /** What the reference should say that no schema can (a rule, an order, a side effect). */
  description?: string;
  /** Only these roles (when the caller's role is known: see `Caller.role`). */
  roles?: readonly Role[];
  /**
   * Open to a signed-in account that is not a member (members/membership.ts): its own
   * membership status and its request to join. Every other route is members only.
   */
  outside?: true;
  query?: QuerySpec<Q>;
  /** A JSON body's schema (a missing or non-object body is read as `{}`), or multipart. */
  body?: Schema<B> | 'multipart';
  /**
   * The success answer's body (from the area's contract): what OpenAPI documents and the
   * contract suite checks every answer against. Omitted: 204 (no body) or a file download
   * (`file: true`).
   */
  response?: Schema<unknown>;
  /** The success status when it is not 200: 201 (`created(...)`) or 204 (no body). */
  status?: 201 | 204;
  /** Answers a file (`FileAnswer`), not JSON. */
  file?: true;
  /** A multipart route's files: limits, where they go (see `UploadRules`). */
  upload?: UploadRules;
  /**
   * The body may carry the `version` the client read; a stale one answers 409 with the record
   * as it is now (versions.ts). Documents the 409.
   */
  versioned?: true;
  /**
   * Answers a value (200 JSON), undefined (204), `created(value)` (201), a `FileAnswer`, or a problem (returned or
   * thrown: 404, 409, 422...).
   */
  handle(ctx: RouteContext<Q, B>): unknown;
  /**
   * A write's work that must not run inside its transaction (a side effect the database cannot
   * take back, e.g. an e-mail): runs once the transaction has committed, outside it, with the
   * handler's result; what it answers is the route's answer. Not run when the handler refused.
   */
  afterCommit?(ctx: RouteContext<Q, B>, result: unknown): Promise<unknown>;
}

/** Routes of different query and body types, in one list (an area's, the whole API's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route checks its own types; a list mixes them
export type AnyRoute = Route<any, any>;

/** Declares a route with its query and body types inferred from the specs. */
export function defineRoute<Q = Record<string, never>, B = Record<string, never>>(
  route: Route<Q, B>,
): Route<Q, B> {
  return route;
}

/** A list route: `ctx.query` is the parsed list request. */
export function listRoute<F extends Record<string, unknown> = Record<string, never>>(
  route: Omit<Route<ListRequest<F>, never>, 'query' | 'body' | 'method'> & {
    list: ListSpec<F>;
  },
): Route<ListRequest<F>, never> {
  const { list, ...rest } = route;
  return { ...rest, method: 'get', query: { list: list } };
}

/**
 * A route whose body is a multipart form, as the adapter read it: `ctx.body` is the form, or
 * undefined when the request sent none (the route answers that with a 422).
 */
export function multipartRoute<Q = Record<string, never>>(
  route: Omit<Route<Q, MultipartBody | undefined>, 'body' | 'upload'> & { upload: UploadRules },
): Route<Q, MultipartBody | undefined> {
  return { ...route, body: 'multipart' };
}

/** `GET path`: every row of the caller's `table`, in the order they were added. */
export function rowsRoute<R extends Row>(
  path: string,
  spec: TableSpec<R>,
  /** The contract's schema of one row. */
  row: Schema<unknown>,
  roles?: readonly Role[],
): Route {
  return {
    method: 'get',
    path,
    response: z.array(row),
    ...(roles && { roles }),
    handle: async ({ table }) => (await table(spec).list()).items,
  };
}

export interface RouteInput {
  caller: Caller;
  params: Record<string, string>;
  /** Query parameters, the last value of each. */
  query: RawQuery;
  /**
   * Parsed JSON (undefined when none or unreadable); for a multipart route, the body's
   * `MultipartSource` (undefined when the request is not multipart).
   */
  body: unknown;
  store: Store;
  blobs: BlobStore;
  /** Optional: without one, stored HTML has every tag escaped. */
  sanitizeHtml?: HtmlSanitizer;
  now: number;
  /** A download's `Range` (parsed by the adapter). */
  range?: RangeRequest;
  /** The accounts, for the admin routes (src/backend/admin); optional for every other. */
  directory?: AccountDirectory;
  /**
   * The first account of an empty server may make itself Admin (members/firstAdmin.ts): the
   * server's FIRST_ACCOUNT_ADMIN under `npm run dev:full` (Auth emulator only); off elsewhere.
   */
  firstAdmin?: boolean;
  /**
   * The deployment's membership rules: given, every route but the `outside` ones answers a
   * non-member 403 (`not_a_member`, `email_not_verified`). Omitted: no membership check (the
   * adapters that do not know accounts yet).
   */
  membership?: MembershipRules;
  /** Sends invitations by e-mail (the server's nodemailer over SMTP_URL, the demo's outbox). */
  mailer?: Mailer;
}

export type RouteAnswer = { status: number; body?: unknown } | { status: 200; file: FileAnswer };

const answerOf = (result: unknown): RouteAnswer => {
  if (isProblem(result)) return { status: result.status, body: result.body };
  if (result instanceof FileAnswer) return { status: 200, file: result };
  if (result instanceof StatusAnswer) return { status: result.status, body: result.body };
  if (result === undefined) return { status: 204 };
  return { status: 200, body: result };
};

/**
 * Runs a route for an authenticated caller: role, query and body checks, then the handler
 * (inside one transaction when it writes). Problems become their answers; anything else
 * thrown is the adapter's to turn into a 500 (or a 503 when the database is away).
 *
 * A multipart route's files are read only after the role check, and written to the blob
 * store before the transaction opens (a 50 MB upload never holds a database connection);
 * when the route then fails, its blobs are deleted again. A process killed between the two
 * leaves a blob no row points at: the store's `settleBlobs` (in the transaction) tells the
 * adapter's sweep which blobs a committed request kept; the others it deletes in time.
 */
export async function runRoute(route: AnyRoute, input: RouteInput): Promise<RouteAnswer> {
  const stored: string[] = [];
  let succeeded = false;
  try {
    const { caller } = input;
    // The one membership rule (issue 49): first, so a stranger meets the same 403 (with its
    // code) on every route, Admin-only ones included, before any input is read or stored.
    if (input.membership && !route.outside) {
      const standing = await admittedStanding(
        input.store,
        caller,
        input.membership,
        input.directory,
        input.now,
      );
      if (!standing.member) throw outsideProblem(standing);
    }
    // PostgreSQL refuses a NUL in text, and no field means one: refused before anything runs,
    // the same in the demo API and on the server.
    const nul =
      nulField(input.params) ??
      nulField(input.query) ??
      (route.body === 'multipart' ? null : nulField(input.body));
    if (nul !== null) throw invalid({ [nul]: PROBLEM_MESSAGES.nul }, PROBLEM_MESSAGES.nul);
    if (route.roles && caller.role !== null && !route.roles.includes(caller.role)) {
      throw forbidden(undefined, REFUSAL_CODES.roleRequired);
    }
    let query: unknown = input.query;
    if (route.query && 'list' in route.query) query = parseList(route.query.list, input.query);
    else if (route.query) {
      const { schema, message = 'Invalid query parameters' } = route.query;
      const parsed = parseWith(schema, input.query, message);
      if (!parsed.ok) throw parsed.problem;
      query = parsed.value;
    }
    const context = (store: Store, body: unknown): RouteContext<unknown, unknown> => ({
      caller,
      params: input.params,
      query,
      body,
      store,
      table: (spec) => ownedTable(store, spec, caller.uid),
      workspace: (spec) => ownedTable(store, spec, WORKSPACE_OWNER),
      blobs: input.blobs,
      sanitizeHtml: input.sanitizeHtml ?? escapeHtml,
      now: input.now,
      ...(input.range ? { range: input.range } : {}),
      directory: input.directory ?? missingDirectory,
      firstAdmin: input.firstAdmin === true,
      membership: input.membership ?? { domains: [] },
      mailer: input.mailer ?? null,
    });
    let body: unknown = input.body;
    if (route.body === 'multipart') {
      body = undefined;
      if (route.upload && isSource(input.body)) {
        await route.upload.before?.(
          context(input.store, undefined) as RouteContext<unknown, undefined>,
        );
        body = await receive(input.body, route.upload, caller, input.blobs, stored);
      }
    } else if (route.body) {
      const parsed = parseWith(route.body, bodyObject(input.body));
      if (!parsed.ok) throw parsed.problem;
      body = parsed.value;
    }
    const run = async (store: Store) => {
      const result: unknown = await route.handle(context(store, body));
      // A refusal inside a transaction undoes what the handler wrote before it.
      if (isProblem(result)) throw result;
      if (stored.length) await store.settleBlobs?.(stored);
      return result;
    };
    // A write's changes are announced in its transaction, just before it commits (events.ts).
    const inTransaction = <T>(work: (trx: Store) => Promise<T>): Promise<T> =>
      input.store.transaction(async (trx) => {
        if (!trx.announce) return work(trx);
        const recorder = recording(trx);
        const result = await work(recorder.store);
        const changes = recorder.changes(caller.uid, new Date(input.now).toISOString());
        if (changes.length) await trx.announce(changes);
        return result;
      });
    let result: unknown =
      route.method === 'get' ? await run(input.store) : await inTransaction(run);
    if (route.afterCommit) {
      const after = { ...input.store, transaction: inTransaction };
      result = await route.afterCommit(context(after, body), result);
    }
    succeeded = true;
    return answerOf(result);
  } catch (error) {
    if (error instanceof ApiProblem) return answerOf(error);
    throw error;
  } finally {
    if (!succeeded) await forget(input.blobs, stored);
  }
}
