/**
 * The Fastify adapter of the shared routes (src/backend): each `Route` becomes a Fastify
 * route under `/api/` with the same path; the request is read into the shared runner's
 * input (the caller from the checked token, parameters, the last value of each query
 * parameter, the JSON body or the multipart parts) and its answer is sent as it is.
 * Validation, paging, sorting, seeding, ownership and roles are the shared layer's.
 */
import { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@/contract/files';
import { downloadHead, parseRange } from '@/backend/bytes';
import { ApiProblem, badRequest, tooLarge, unauthorized } from '@/backend/problems';
import { runRoute, type AnyRoute, type IncomingPart, type MultipartSource } from '@/backend/route';
import type { BlobStore, ByteStream, Store } from '@/backend/store';
import type { AccountDirectory } from '@/backend/admin/directory';
import type { MembershipRules } from '@/backend/members/membership';
import type { Mailer } from '@/backend/members/mail';
import { MESSAGES } from './errors';
import { routeSchemaOptions } from './openapi';
import { sanitizeHtml } from './sanitize';

export interface ApiOptions {
  routes: readonly AnyRoute[];
  store: Store;
  blobs: BlobStore;
  now?: () => number;
  /** The accounts, for the users page's routes (none: they answer 503 saying so). */
  directory?: AccountDirectory;
  /** The first account of an empty server may make itself Admin (FIRST_ACCOUNT_ADMIN). */
  firstAdmin?: boolean;
  /** The membership rule's team domains (WORKSPACE_DOMAINS); omitted: no membership check. */
  membership?: MembershipRules;
  /** Sends invitations by e-mail (SMTP_URL: mailer.ts); omitted: none, `mail: 'off'`. */
  mailer?: Mailer;
  /**
   * An upload whose body sends no byte for this long (ms) is cut: 408, its buffers let go,
   * nothing kept (`UPLOAD_STALL_TIMEOUT_MS`; 0: never). Default 30 s.
   */
  uploadStallMs?: number;
}

/**
 * The largest file the contract takes (the files area's 50 MB): a safety net under the
 * routes' own limits (`Route.upload`), which cut each file as it streams.
 */
export const UPLOAD_LIMIT = MAX_UPLOAD_BYTES;
const MAX_FILES = 10;
/** How long the rest of a refused upload is read before the connection is closed instead. */
const DRAIN_MS = 500;

/** `?a=1&a=2` -> `{ a: '2' }`: the shared layer reads the last value of each parameter. */
function lastValues(query: unknown): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {};
  if (typeof query !== 'object' || query === null) return raw;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') raw[key] = last;
  }
  return raw;
}

/**
 * The body's next chunk, or a 408 when none comes within `stallMs` (0: wait for ever): a
 * client that stops sending cannot hold the upload's buffers (and its blob write) open.
 */
async function nextWithin<T>(
  iterator: AsyncIterator<T>,
  stallMs: number,
): Promise<IteratorResult<T>> {
  if (stallMs <= 0) return iterator.next();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiProblem(408, { message: MESSAGES.uploadStalled })),
      stallMs,
    );
  });
  try {
    const next = iterator.next();
    // Cut by the timer: the body may still fail later (the connection closes); not unhandled.
    next.catch(() => undefined);
    return await Promise.race([next, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** A file part's bytes; a body that stops half-way (the client went away) is a 400. */
async function* partBytes(file: AsyncIterable<Buffer>, stallMs: number): ByteStream {
  const iterator = file[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await nextWithin(iterator, stallMs);
      if (next.done) return;
      yield next.value;
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    throw badRequest(MESSAGES.uploadCut);
  }
}

/** The body's parts as they arrive; `complete` once the last one was read. */
interface BodySource extends MultipartSource {
  complete: boolean;
  /**
   * Reads the rest of a body the route refused, throwing it away, for at most `ms`: true when
   * it ended within that time (the connection can stay), false when it did not.
   */
  drain(ms: number): Promise<boolean>;
}

function multipartSource(request: FastifyRequest, stallMs: number): BodySource {
  // Created on first use: a route refused before it reads its body (a role) never starts it.
  let iterator: AsyncIterator<Multipart> | undefined;
  const partsOf = () => (iterator ??= request.parts()[Symbol.asyncIterator]());
  /** The file part being read when the route stopped reading (it may hold unread bytes). */
  let current: Readable | undefined;
  const source: BodySource = {
    complete: false,
    async *parts(): AsyncIterable<IncomingPart> {
      try {
        const parts = partsOf();
        for (;;) {
          const next = await nextWithin(parts, stallMs);
          if (next.done) break;
          const part = next.value;
          if (part.type === 'file') {
            current = part.file;
            yield {
              kind: 'file',
              field: part.fieldname,
              name: part.filename,
              type: part.mimetype,
              stream: partBytes(part.file, stallMs),
            };
            // A part the route did not read (it refused it) is not left half-read.
            part.file.resume();
            current = undefined;
          } else if (typeof part.value === 'string') {
            yield { kind: 'field', name: part.fieldname, value: part.value };
          }
        }
        source.complete = true;
      } catch (error) {
        if (error instanceof ApiProblem) throw error;
        const code = (error as { code?: unknown }).code;
        if (
          code === 'FST_FILES_LIMIT' ||
          code === 'FST_PARTS_LIMIT' ||
          code === 'FST_FIELDS_LIMIT'
        ) {
          throw tooLarge(`At most ${MAX_FILES} files in one upload`);
        }
        request.log.info({ code }, 'unreadable multipart body');
        throw badRequest(MESSAGES.badMultipart);
      }
    },
    async drain(ms) {
      const deadline = Date.now() + ms;
      try {
        current?.resume();
        const parts = partsOf();
        for (;;) {
          const left = deadline - Date.now();
          if (left <= 0) return false;
          const next = await nextWithin(parts, left);
          if (next.done) return (source.complete = true);
          if (next.value.type === 'file') next.value.file.resume();
        }
      } catch {
        // Over its time (408 from nextWithin), cut, or unreadable: the connection goes.
        return false;
      }
    },
  };
  return source;
}

async function send(reply: FastifyReply, answer: Awaited<ReturnType<typeof runRoute>>) {
  if ('file' in answer) {
    const { blob, name } = answer.file;
    const head = downloadHead(blob);
    // Always a download, never rendered by the browser from this origin (uploads may be
    // HTML or SVG); helmet's CSP and nosniff apply as well.
    const disposition = name
      ? `attachment; filename*=UTF-8''${encodeURIComponent(name)}`
      : 'attachment';
    reply.code(head.status).headers(head.headers);
    if (head.status === 416) {
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .send({ message: MESSAGES.rangeNotSatisfiable, requestId: reply.request.id });
    }
    reply
      .header('content-type', blob.type || 'application/octet-stream')
      .header('content-disposition', disposition);
    // Streamed: the file is never whole in memory (a client that goes away ends the read).
    return reply.send(blob.stream instanceof Readable ? blob.stream : Readable.from(blob.stream));
  }
  if (answer.body === undefined) return reply.code(answer.status).send();
  // A refusal (a route's own problem, `{ message, ... }`) names its request, as errors.ts does.
  if (answer.status >= 400 && typeof answer.body === 'object' && answer.body !== null) {
    return reply.code(answer.status).send({ ...answer.body, requestId: reply.request.id });
  }
  return reply.code(answer.status).send(answer.body);
}

export async function mountApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  await api.register(multipart, {
    limits: {
      // One byte over the largest route limit: the route's own cut comes first.
      fileSize: UPLOAD_LIMIT + 1,
      files: MAX_FILES,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES + 20,
    },
  });
  const now = options.now ?? Date.now;
  const stallMs = options.uploadStallMs ?? 30_000;
  // A request whose client has gone no longer holds the server's close open, but its work
  // goes on (a write, then its NOTIFY): the close waits for it before the database closes.
  const running = new Set<Promise<unknown>>();
  api.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  for (const route of options.routes) {
    api.route({
      method: route.method.toUpperCase(),
      url: `/${route.path}`,
      ...routeSchemaOptions(route),
      handler: async (request, reply) => {
        const principal = request.principal;
        if (!principal) throw unauthorized();
        // Not read here: the runner reads it after the role check, streaming each file.
        const source =
          route.body === 'multipart' && request.isMultipart()
            ? multipartSource(request, stallMs)
            : null;
        const work = runRoute(route, {
          caller: {
            uid: principal.uid,
            role: principal.role,
            ...(principal.email !== undefined ? { email: principal.email } : {}),
            ...(principal.emailVerified !== undefined
              ? { emailVerified: principal.emailVerified }
              : {}),
          },
          params: (request.params ?? {}) as Record<string, string>,
          query: lastValues(request.query),
          body: route.body === 'multipart' ? (source ?? undefined) : request.body,
          store: options.store,
          blobs: options.blobs,
          sanitizeHtml,
          now: now(),
          ...(route.file ? { range: parseRange(request.headers.range) } : {}),
          ...(options.directory ? { directory: options.directory } : {}),
          firstAdmin: options.firstAdmin === true,
          ...(options.membership ? { membership: options.membership } : {}),
          ...(options.mailer ? { mailer: options.mailer } : {}),
        });
        running.add(work);
        const answer = await work.finally(() => running.delete(work));
        // A body refused before its end (403, 413, 422): what is left of a small one is read
        // and thrown away first. Closing a connection with bytes of it still unread makes the
        // kernel send a reset, which can reach the client before it has read the answer
        // (RFC 9112 9.6; Node 24's fetch then reports "fetch failed" for a 422 on a one-byte
        // file). A body still coming after DRAIN_MS (a large file) is not read on: the
        // connection goes with the answer, so the client stops sending.
        if (source && !source.complete && !(await source.drain(DRAIN_MS))) {
          reply.header('connection', 'close');
        }
        return send(reply, answer);
      },
    });
  }
}
