/**
 * The answers that are not a success, as values: a route handler throws or returns one, and
 * each adapter (msw, Fastify) sends `{ status, body }` as it is. The bodies are the contract's
 * (docs/demo-api.md): `{ message }`, and `{ message, fields }` for 422. The adapters' own
 * refusals (no token, bad JSON, the rate limit, the database away) are problems too, with
 * their words written once here (`PROBLEM_MESSAGES`): one vocabulary for every answer.
 */
export interface ProblemBody {
  message: string;
  /** 422 only: each invalid field (or list parameter) and what is wrong with it. */
  fields?: Record<string, string>;
  /** 409 on a stale `version` only: the record as it is now (versions.ts). */
  current?: unknown;
  /** Set by the server when it sends the answer: the request's id, for the user to quote. */
  requestId?: string;
  /**
   * A stable machine code where the status alone does not say what the client should do: a
   * 403 `not_yours` (a record not this member's to change: said beside the form) against
   * `role_required` (an area the account may not open at all: the app's access-denied page);
   * `not_a_member` / `email_not_verified` (an account outside the workspace: the waiting page).
   */
  code?: string;
}

export class ApiProblem extends Error {
  readonly status: number;
  readonly body: ProblemBody;
  /** Headers the answer carries besides its body (`retry-after` on 429 and some 503s). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, body: ProblemBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'ApiProblem';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * What the adapters say when they refuse a request before (or around) a route, and the routes'
 * plain 400 and 404. Italian for each: src/app/serverWords (its test lists what it covers).
 */
export const PROBLEM_MESSAGES = {
  badJson: 'The request body is not valid JSON',
  /** PostgreSQL refuses a NUL in text, and no field means one (route.ts). */
  nul: 'Text may not contain a NUL character (\\u0000)',
  badMultipart: 'The upload could not be read (send multipart/form-data)',
  uploadCut: 'The upload stopped before its end: nothing was kept',
  uploadStalled: 'The upload sent nothing for too long and was stopped: nothing was kept',
  /** A JSON body not received whole in time (the server's slow-client limit). */
  bodyTimeout: 'The request body took too long to arrive and was refused: send it again',
  /** The instance holds as many live streams as it is set to (the server's MAX_LIVE_STREAMS). */
  serverStreamsFull:
    'This server holds too many live connections right now: it reconnects by itself',
  rangeNotSatisfiable: 'The range asked for lies outside the file',
  tooLarge: 'The request body is over the limit of 1 MB',
  mediaType: 'This content type is not accepted here',
  noEndpoint: 'No such endpoint',
  unauthorized: 'Missing or invalid session token',
  tokenExpired: 'Session token expired',
  forbidden: 'This account may not use this part of the demo API',
  refused: 'The request was refused',
  rateLimited: 'Too many requests: wait a moment and try again',
  tooManyStreams:
    'Too many live connections for this account: close another tab or window of the app',
  databaseAway: 'The database cannot be reached right now: try again in a moment',
  starting: 'The server is starting: try again in a moment',
  schemaBehind:
    'The database schema is older than this server needs: it serves again once the migrations are applied',
  queryTimeout: 'The request took too long on the database and was stopped: try again in a moment',
  signInNotConfigured: 'Sign-in is not configured on this server',
  tokenCheckFailed: 'The session token could not be checked right now: try again in a moment',
  internal: 'Something went wrong on the server',
  unreadable: 'The request could not be read',
  notFound: 'Not found',
} as const;

export const isProblem = (value: unknown): value is ApiProblem => value instanceof ApiProblem;

/** 400: the request itself is unreadable (malformed JSON, a multipart body that is not). */
export const badRequest = (message: string = PROBLEM_MESSAGES.unreadable) =>
  new ApiProblem(400, { message });
/** 401: no token, a malformed one, or one past its time (the adapters check tokens). */
export const unauthorized = (message: string = PROBLEM_MESSAGES.unauthorized) =>
  new ApiProblem(401, { message });
/** 403: signed in, but this account may not do this; `code` says which refusal (`REFUSAL_CODES`). */
export const forbidden = (message: string = PROBLEM_MESSAGES.forbidden, code?: string) =>
  new ApiProblem(403, code === undefined ? { message } : { message, code });
/** 404: the id is unknown for this caller (another account's ids are unknown too). */
export const notFound = (message: string = PROBLEM_MESSAGES.notFound) =>
  new ApiProblem(404, { message });
/** 409: the request conflicts with the current state. */
export const conflict = (message: string) => new ApiProblem(409, { message });
/** 413: a body or an upload over the contract's limit. */
export const tooLarge = (message: string) => new ApiProblem(413, { message });
/** 422: invalid input; `fields` maps each field to what is wrong with it (English). */
export const invalid = (fields: Record<string, string>, message = 'Some fields are not valid') =>
  new ApiProblem(422, { message, fields });
/** 429: over the rate limit; try again in `retryAfter` seconds. */
export const rateLimited = (retryAfter: number) =>
  new ApiProblem(
    429,
    { message: PROBLEM_MESSAGES.rateLimited },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) },
  );
/** 503: not now (starting, the database away); `retryAfter` seconds when it is worth a retry. */
export const unavailable = (message: string, retryAfter?: number) =>
  new ApiProblem(
    503,
    { message },
    retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  );
