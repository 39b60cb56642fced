/**
 * File bytes behind the shared layer's `BlobStore` port: here, a local directory
 * (`SERVER_DATA_DIR/blobs`), the embedded default, right for one instance (several
 * instances: the bucket, ./bucket.ts, chosen by `BLOB_BUCKET`). Bytes stream to and from
 * disk; nothing holds a whole file in memory.
 *
 * A key (made by the routes, it includes the owner) never becomes a path as it is: its
 * SHA-256 names the file, so no key can reach outside the directory. The files of one key
 * group (`blobGroup(key)`: an owner's uploads, or an owner's attachments) share a folder named
 * by the group's SHA-256, so `deletePrefix(group)` ("Reset demo data") removes one folder.
 *
 * Left-overs: a write goes to `<file>.<uuid>.tmp` and is renamed when whole; a process killed
 * mid-write leaves that temporary file, which `sweepTemporary` (run at start) deletes once it
 * is an hour old. A process killed after the rename but before the route's row commits
 * leaves a whole blob no row points at: the sweep of pending uploads (pendingBlobs.ts)
 * deletes it an hour later.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { blobGroup } from '@/backend/blobKeys';
import { memoryBlobStore, resolveRange, streamOf } from '@/backend/bytes';
import type { BlobStore, ByteStream } from '@/backend/store';

export { memoryBlobStore };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const groupDir = (dir: string, group: string) => path.join(dir, sha256(group));

const fileOf = (dir: string, key: string) => path.join(groupDir(dir, blobGroup(key)), sha256(key));

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Counts the bytes that pass. */
async function* counted(stream: ByteStream, count: { bytes: number }): ByteStream {
  for await (const chunk of stream) {
    count.bytes += chunk.byteLength;
    yield chunk;
  }
}

/**
 * The file's bytes, opened at the first read: a read never started holds no descriptor, and
 * a file deleted meanwhile is an error of that read, not an uncaught one.
 */
async function* readFile(file: string, part?: { start: number; end: number }): ByteStream {
  yield* createReadStream(file, part) as AsyncIterable<Buffer>;
}

export function directoryBlobStore(dir: string): BlobStore {
  return {
    async put(key, stream, { type }) {
      const file = fileOf(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      const count = { bytes: 0 };
      try {
        await pipeline(Readable.from(counted(stream, count)), createWriteStream(temporary));
        await fs.writeFile(`${temporary}.type`, type);
        await fs.rename(`${temporary}.type`, `${file}.type`);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        await fs.rm(`${temporary}.type`, { force: true });
        throw error;
      }
      return { size: count.bytes };
    },
    async get(key, range) {
      const file = fileOf(dir, key);
      let size: number;
      let type: string;
      try {
        [{ size }, type] = await Promise.all([fs.stat(file), fs.readFile(`${file}.type`, 'utf8')]);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      if (!range) return { size, type, stream: readFile(file) };
      const part = resolveRange(range, size);
      if (part === 'unsatisfiable') {
        return { size, type, unsatisfiable: true, stream: streamOf(new Uint8Array(0)) };
      }
      return { size, type, range: part, stream: readFile(file, part) };
    },
    async delete(key) {
      const file = fileOf(dir, key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
    async deletePrefix(prefix) {
      // Only whole groups can be found in hashed names: the prefixes the routes delete by
      // (ownerBlobPrefixes) are groups; anything else is a programming error, not a no-op.
      if (blobGroup(prefix) !== prefix) {
        throw new Error('directoryBlobStore.deletePrefix takes a key group (ending in ":")');
      }
      await fs.rm(groupDir(dir, prefix), { recursive: true, force: true });
    },
  };
}

/**
 * Deletes the temporary files of writes that never finished (a process killed mid-upload)
 * once they are `olderThanMs` old: a write in progress on another instance sharing the
 * volume is younger than that. Answers how many went.
 */
export async function sweepTemporary(dir: string, olderThanMs = 3_600_000): Promise<number> {
  let removed = 0;
  let groups: string[];
  try {
    groups = await fs.readdir(dir);
  } catch (error) {
    if (missing(error)) return 0;
    throw error;
  }
  const before = Date.now() - olderThanMs;
  for (const group of groups) {
    const folder = path.join(dir, group);
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!/\.tmp(\.type)?$/.test(name)) continue;
      const file = path.join(folder, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < before) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
