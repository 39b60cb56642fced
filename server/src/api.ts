/**
 * The Fastify adapter of the shared routes (src/backend): each `Route` becomes a Fastify
 * route under `/api/` with the same path; the request is read into the shared runner's
 * input (the caller from the checked token, parameters, the last value of each query
 * parameter, the JSON body or the multipart parts) and its answer is sent as it is.
 * Validation, paging, sorting, seeding, ownership and roles are the shared layer's.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@/contract/files';
import { runRoute, type AnyRoute, type MultipartBody, type UploadPart } from '@/backend/route';
import type { BlobStore, Store } from '@/backend/store';
import type { AccountDirectory } from '@/backend/admin/directory';
import { HttpAnswer, MESSAGES } from './errors';
import { routeSchemaOptions } from './openapi';
import { sanitizeHtml } from './sanitize';

export interface ApiOptions {
  routes: readonly AnyRoute[];
  store: Store;
  blobs: BlobStore;
  now?: () => number;
  /** Bytes a file may have (default: the contract's largest, `UPLOAD_LIMIT`). */
  uploadLimit?: number;
  /** The accounts, for the users page's routes (none: they answer 503 saying so). */
  directory?: AccountDirectory;
}

/** The largest file the contract takes (the files area's 50 MB); routes check their own. */
export const UPLOAD_LIMIT = MAX_UPLOAD_BYTES;
const MAX_FILES = 10;

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

async function readFilePart(part: MultipartFile, limit: number): Promise<UploadPart> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    chunks.push(buffer);
  }
  if (part.file.truncated) {
    // Over the limit: what came past it was skipped, never held, and what came before is
    // dropped. The route sees a size over the limit and answers as its contract says (files:
    // 413, forms: 422).
    return {
      field: part.fieldname,
      name: part.filename,
      type: part.mimetype,
      size: limit + 1,
      bytes: new Uint8Array(0),
    };
  }
  const bytes = Buffer.concat(chunks, size);
  return {
    field: part.fieldname,
    name: part.filename,
    type: part.mimetype,
    size,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/** The parts of a multipart body, streamed with the limits above; not multipart: none. */
async function readMultipart(request: FastifyRequest, limit: number): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [] };
  if (!request.isMultipart()) return body;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') body.files.push(await readFilePart(part, limit));
      else if (typeof part.value === 'string') {
        (body.fields[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpAnswer(413, `At most ${MAX_FILES} files in one upload`);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error instanceof Error) {
      request.log.info({ code }, 'unreadable multipart body');
      throw new HttpAnswer(400, MESSAGES.badMultipart);
    }
    throw error;
  }
  return body;
}

async function send(reply: FastifyReply, answer: Awaited<ReturnType<typeof runRoute>>) {
  if ('file' in answer) {
    const { bytes, type, name } = answer.file;
    // Always a download, never rendered by the browser from this origin (uploads may be
    // HTML or SVG); helmet's CSP and nosniff apply as well.
    const disposition = name
      ? `attachment; filename*=UTF-8''${encodeURIComponent(name)}`
      : 'attachment';
    return reply
      .code(200)
      .header('content-type', type || 'application/octet-stream')
      .header('content-disposition', disposition)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  if (answer.body === undefined) return reply.code(answer.status).send();
  return reply.code(answer.status).send(answer.body);
}

export async function mountApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  const uploadLimit = options.uploadLimit ?? UPLOAD_LIMIT;
  await api.register(multipart, {
    limits: {
      fileSize: uploadLimit,
      files: MAX_FILES,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES + 20,
    },
    // Over the file limit the stream stops and is marked truncated (see readFilePart).
    throwFileSizeLimit: false,
  });
  const now = options.now ?? Date.now;
  for (const route of options.routes) {
    api.route({
      method: route.method.toUpperCase(),
      url: `/${route.path}`,
      ...routeSchemaOptions(route),
      handler: async (request, reply) => {
        const principal = request.principal;
        if (!principal) throw new HttpAnswer(401, MESSAGES.unauthorized);
        const body =
          route.body === 'multipart' ? await readMultipart(request, uploadLimit) : request.body;
        const answer = await runRoute(route, {
          caller: { uid: principal.uid, role: principal.role },
          params: (request.params ?? {}) as Record<string, string>,
          query: lastValues(request.query),
          body,
          store: options.store,
          blobs: options.blobs,
          sanitizeHtml,
          now: now(),
          ...(options.directory ? { directory: options.directory } : {}),
        });
        return send(reply, answer);
      },
    });
  }
}
