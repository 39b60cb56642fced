/**
 * The one place a failure becomes an answer. Every refusal is an `ApiProblem`
 * (src/backend/problems.ts: the routes' and the server's own, words written there), sent by
 * `sendProblem`; anything else becomes a 500 or, with the database away, a 503. No answer
 * carries a stack trace, SQL, a file path or a library's own words about its internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiProblem,
  badRequest,
  PROBLEM_MESSAGES,
  tooLarge,
  unavailable,
} from '@/backend/problems';
import { isDatabaseUnavailable } from './db/database';

/** The server's words (kept under this name for the call sites in ./api.ts). */
export const MESSAGES = PROBLEM_MESSAGES;

/**
 * The one Fastify answer of a problem: its status, its headers, its body with the request's
 * id (`requestId`, also in the `x-request-id` header and the log), for the user to quote.
 */
export const sendProblem = (reply: FastifyReply, problem: ApiProblem) =>
  reply
    .code(problem.status)
    .headers(problem.headers)
    .send({ ...problem.body, requestId: reply.request.id });

/** The problem for an error Fastify or a plugin raised (by their codes), or null. */
function fastifyProblem(error: FastifyError): ApiProblem | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(MESSAGES.badJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge(MESSAGES.tooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiProblem(error.statusCode ?? 415, { message: MESSAGES.mediaType });
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return badRequest(MESSAGES.badJson);
  }
  if (error.statusCode === 429) return new ApiProblem(429, { message: MESSAGES.rateLimited });
  return null;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiProblem) return sendProblem(reply, error);
  const known = fastifyProblem(error);
  if (known) return sendProblem(reply, known);
  const code = (error as { code?: unknown }).code;
  if (code === '57014' || code === '25P03') {
    // statement_timeout / idle_in_transaction_session_timeout: this query, not the database.
    request.log.warn({ code }, 'database query stopped by its time limit');
    return sendProblem(reply, unavailable(MESSAGES.queryTimeout, 5));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
    return sendProblem(reply, unavailable(MESSAGES.databaseAway, 5));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A client error from a plugin this file does not list: its status, a generic message.
    request.log.info({ code: error.code, status }, 'request refused');
    return sendProblem(reply, new ApiProblem(status, { message: MESSAGES.refused }));
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, new ApiProblem(500, { message: MESSAGES.internal }));
}
