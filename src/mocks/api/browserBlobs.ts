/**
 * The demo API's `BlobStore` (src/backend/store.ts): every file's bytes in this browser's
 * IndexedDB (a Map under jest), uploads and e-mail attachments alike.
 */
import type { BlobStore } from '@/backend/store';
import { deleteBlob, deleteBlobsWithPrefix, getBlob, putBlob } from '../blobStore';

export const browserBlobs: BlobStore = {
  put: (key, bytes, type) =>
    putBlob(key, {
      type,
      bytes: bytes.buffer.slice(
        bytes.byteOffset,
        bytes.byteOffset + bytes.byteLength,
      ) as ArrayBuffer,
    }),
  async get(key) {
    const blob = await getBlob(key);
    return blob ? { type: blob.type, bytes: new Uint8Array(blob.bytes) } : null;
  },
  delete: (key) => deleteBlob(key),
  deletePrefix: (prefix) => deleteBlobsWithPrefix(prefix),
};
