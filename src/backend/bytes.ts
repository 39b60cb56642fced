/**
 * Helpers over `ByteStream`s (store.ts): ranges, limits, and the bytes-in-memory form that the
 * memory and browser blob stores keep (they may buffer; the server's stores never do).
 */
import type { BlobRead, BlobStore, ByteStream, RangeRequest } from './store';

/** Thrown by `limitBytes` when a stream goes past its limit: the reader stops there. */
export class OverLimit extends Error {
  constructor(readonly limit: number) {
    super(`over the limit of ${limit} bytes`);
    this.name = 'OverLimit';
  }
}

/**
 * The stream, counted: `onChunk` sees each chunk's size before it is passed on, and the
 * stream throws `OverLimit` as soon as more than `limit` bytes came (nothing past the limit
 * is ever passed on).
 */
export async function* limitBytes(
  stream: ByteStream,
  limit: number,
  onChunk?: (bytes: number) => void,
): ByteStream {
  let seen = 0;
  for await (const chunk of stream) {
    seen += chunk.byteLength;
    if (seen > limit) throw new OverLimit(limit);
    onChunk?.(chunk.byteLength);
    yield chunk;
  }
}

/** One chunk as a stream. */
// eslint-disable-next-line @typescript-eslint/require-await -- it yields what it already holds
export async function* streamOf(bytes: Uint8Array): ByteStream {
  if (bytes.byteLength > 0) yield bytes;
}

/** The whole stream in one array (memory and browser stores, tests). */
export async function readAll(stream: ByteStream): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * The inclusive byte range a request asks of a blob of `size` bytes (an end past the blob
 * is cut to it, as HTTP says), or 'unsatisfiable' (HTTP 416) when none of it lies inside.
 */
export function resolveRange(
  range: RangeRequest,
  size: number,
): { start: number; end: number } | 'unsatisfiable' {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) {
    return 'unsatisfiable';
  }
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** A read of bytes held in memory, whole or a range of them. */
export function bytesRead(bytes: Uint8Array, type: string, range?: RangeRequest): BlobRead {
  const size = bytes.byteLength;
  if (!range) return { size, type, stream: streamOf(bytes) };
  const part = resolveRange(range, size);
  if (part === 'unsatisfiable') {
    return { size, type, unsatisfiable: true, stream: streamOf(new Uint8Array(0)) };
  }
  return { size, type, range: part, stream: streamOf(bytes.slice(part.start, part.end + 1)) };
}

/**
 * A random part for a blob key (blobKeys.ts): 20 digits from the platform's CSPRNG, so a key
 * is never made twice, not even after "Reset demo data" starts every counter again.
 */
export function randomDigits(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (word) => String(word).padStart(10, '0')).join('');
}

/**
 * A `Range` header's one byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`), or undefined:
 * no header, another unit, several ranges or a malformed one are answered whole (200), as
 * HTTP lets a server do.
 */
export function parseRange(header: string | null | undefined): RangeRequest | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  return to === '' ? { start: Number(from) } : { start: Number(from), end: Number(to) };
}

/** The headers and status of a download: 200 whole, 206 a range, 416 none of it. */
export function downloadHead(blob: BlobRead): {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = { 'accept-ranges': 'bytes' };
  if (blob.unsatisfiable) {
    headers['content-range'] = `bytes */${blob.size}`;
    return { status: 416, headers };
  }
  if (blob.range) {
    const { start, end } = blob.range;
    headers['content-range'] = `bytes ${start}-${end}/${blob.size}`;
    headers['content-length'] = String(end - start + 1);
    return { status: 206, headers };
  }
  headers['content-length'] = String(blob.size);
  return { status: 200, headers };
}

/** Blobs in a Map (jest, server tests, the embedded database in memory): buffered whole. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, { bytes: Uint8Array; type: string }>();
  return {
    async put(key, stream, { type }) {
      const bytes = await readAll(stream);
      blobs.set(key, { bytes, type });
      return { size: bytes.byteLength };
    },
    get: (key, range) => {
      const blob = blobs.get(key);
      return Promise.resolve(blob ? bytesRead(blob.bytes, blob.type, range) : null);
    },
    delete: (key) => {
      blobs.delete(key);
      return Promise.resolve();
    },
    deletePrefix: (prefix) => {
      for (const key of [...blobs.keys()]) if (key.startsWith(prefix)) blobs.delete(key);
      return Promise.resolve();
    },
  };
}
