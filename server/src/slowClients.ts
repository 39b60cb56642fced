/**
 * Slow clients: a JSON body (at most 1 MB) must arrive whole within `bodyTimeoutMs`, or the
 * request answers 408 and its connection closes. Twenty connections sending a byte every few
 * seconds would otherwise each hold a socket and a parser for as long as they like.
 *
 * Node's own `requestTimeout` (set in app.ts as a backstop) counts the whole request, an
 * upload's 50 MB included, so it cannot be this short. Uploads keep their own timer (no byte
 * for `UPLOAD_STALL_TIMEOUT_MS`: 408, api.ts); a live stream (`GET api/events`) has no body,
 * so its timer is cleared as soon as its handler starts, and the stream keeps its heartbeat.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem, PROBLEM_MESSAGES } from '@/backend/problems';

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

export function limitBodyTime(app: FastifyInstance, bodyTimeoutMs: number): void {
  if (!bodyTimeoutMs) return;
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clear = (request: FastifyRequest) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (isMultipart(request)) return payload;
    // The parser reads through this, so a timeout can fail the read without destroying the
    // socket (destroying the request itself would close it with no answer at all).
    const through = new PassThrough();
    payload.pipe(through);
    const timer = setTimeout(() => {
      timers.delete(request);
      payload.unpipe(through);
      // The parser fails with this (errors.ts answers it); the connection closes after the
      // answer, so the rest of a trickling body is never read.
      through.destroy(
        new ApiProblem(408, { message: PROBLEM_MESSAGES.bodyTimeout }, { connection: 'close' }),
      );
    }, bodyTimeoutMs);
    timer.unref();
    timers.set(request, timer);
    return through;
  });
  // Parsed (or no body at all): the handler's own time is the database's limits' business.
  app.addHook('preValidation', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}
