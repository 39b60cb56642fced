/**
 * The one place a failure becomes an answer. Every answer is the contract's `{ message }`
 * (422: with `fields`); none carries a stack trace, SQL, a file path or a library's own
 * words about its internals: what the client may see is written here.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './db/database';

export const MESSAGES = {
  badJson: 'The request body is not valid JSON',
  badMultipart: 'The upload could not be read (send multipart/form-data)',
  uploadCut: 'The upload stopped before its end: nothing was kept',
  rangeNotSatisfiable: 'The range asked for lies outside the file',
  tooLarge: 'The request body is over the limit of 1 MB',
  mediaType: 'This content type is not accepted here',
  notFound: 'No such endpoint',
  unauthorized: 'Missing or invalid session token',
  rateLimited: 'Too many requests: wait a moment and try again',
  databaseAway: 'The database cannot be reached right now: try again in a moment',
  starting: 'The server is starting: try again in a moment',
  signInNotConfigured: 'Sign-in is not configured on this server',
  tokenCheckFailed: 'The session token could not be checked right now: try again in a moment',
  internal: 'Something went wrong on the server',
} as const;

/** An answer decided by the server (not an accident): status, message, extra headers. */
export class HttpAnswer extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpAnswer';
  }
}

/** What the client is told for an error Fastify or a plugin raised (by their codes). */
function fastifyMessage(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MESSAGES.badJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: error.statusCode ?? 415, message: MESSAGES.mediaType };
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: MESSAGES.badJson };
  }
  if (error.statusCode === 429) return { status: 429, message: MESSAGES.rateLimited };
  return null;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpAnswer) {
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  const known = fastifyMessage(error);
  if (known) return reply.code(known.status).send({ message: known.message });
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ message: MESSAGES.databaseAway });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A client error from a plugin this file does not list: its status, a generic message.
    request.log.info({ code: error.code, status }, 'request refused');
    return reply.code(status).send({ message: 'The request was refused' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: MESSAGES.internal });
}
