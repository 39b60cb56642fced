/**
 * File bytes behind the shared layer's `BlobStore` port: here, a local directory
 * (`SERVER_DATA_DIR/blobs`), right for one instance or a shared volume.
 *
 * Several instances behind a load balancer need a bucket instead: a Cloud Storage or S3
 * adapter is this same interface (`put` = upload the object with its content type, `get` =
 * download it or null on 404, `delete` = delete, ignoring 404), built from
 * `@google-cloud/storage` or `@aws-sdk/client-s3` and chosen in server.ts by a setting
 * such as `BLOB_BUCKET`. Nothing else changes: routes only see the port.
 *
 * A key (made by the routes, it includes the owner) never becomes a path as it is: its
 * SHA-256 names the file, so no key can reach outside the directory. The files of one key
 * group (`blobGroup(key)`: an owner's uploads, or an owner's attachments) share a folder named
 * by the group's SHA-256, so `deletePrefix(group)` ("Reset demo data") removes one folder.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { blobGroup } from '@/backend/blobKeys';
import type { BlobStore } from '@/backend/store';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const groupDir = (dir: string, group: string) => path.join(dir, sha256(group));

const fileOf = (dir: string, key: string) => path.join(groupDir(dir, blobGroup(key)), sha256(key));

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

export function directoryBlobStore(dir: string): BlobStore {
  return {
    async put(key, bytes, type) {
      const file = fileOf(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.writeFile(`${temporary}.type`, type);
      await fs.rename(`${temporary}.type`, `${file}.type`);
      await fs.rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(dir, key);
      try {
        const [bytes, type] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.type`, 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), type };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
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

/** In memory: tests, and the embedded database in memory. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, { bytes: Uint8Array; type: string }>();
  return {
    put: (key, bytes, type) => {
      blobs.set(key, { bytes: bytes.slice(), type });
      return Promise.resolve();
    },
    get: (key) => {
      const blob = blobs.get(key);
      return Promise.resolve(blob ? { bytes: blob.bytes.slice(), type: blob.type } : null);
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
