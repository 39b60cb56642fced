/**
 * The answers that are not a success, as values: a route handler throws or returns one, and
 * each adapter (msw, Fastify) sends `{ status, body }` as it is. The bodies are the contract's
 * (docs/demo-api.md): `{ message }`, and `{ message, fields }` for 422.
 */
export interface ProblemBody {
  message: string;
  /** 422 only: each invalid field (or list parameter) and what is wrong with it. */
  fields?: Record<string, string>;
}

export class ApiProblem extends Error {
  readonly status: number;
  readonly body: ProblemBody;
  constructor(status: number, body: ProblemBody) {
    super(body.message);
    this.name = 'ApiProblem';
    this.status = status;
    this.body = body;
  }
}

export const isProblem = (value: unknown): value is ApiProblem => value instanceof ApiProblem;

/** 400: the request itself is unreadable (malformed JSON, a multipart body that is not). */
export const badRequest = (message = 'The request could not be read') =>
  new ApiProblem(400, { message });
/** 401: no token, a malformed one, or one past its time (the adapters check tokens). */
export const unauthorized = (message = 'Missing or invalid session token') =>
  new ApiProblem(401, { message });
/** 403: signed in, but this account may not do this. */
export const forbidden = (message = 'This account may not use this part of the demo API') =>
  new ApiProblem(403, { message });
/** 404: the id is unknown for this caller (another account's ids are unknown too). */
export const notFound = (message = 'Not found') => new ApiProblem(404, { message });
/** 409: the request conflicts with the current state. */
export const conflict = (message: string) => new ApiProblem(409, { message });
/** 413: a body or an upload over the contract's limit. */
export const tooLarge = (message: string) => new ApiProblem(413, { message });
/** 422: invalid input; `fields` maps each field to what is wrong with it (English). */
export const invalid = (fields: Record<string, string>, message = 'Some fields are not valid') =>
  new ApiProblem(422, { message, fields });
