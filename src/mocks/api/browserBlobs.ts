/**
 * The demo API's `BlobStore` (src/backend/store.ts): every file's bytes in this browser's
 * IndexedDB (a Map under jest), uploads and e-mail attachments alike. The demo buffers each
 * file whole (IndexedDB stores one value per key); ranges are cut from it.
 */
import { bytesRead, readAll } from '@/backend/bytes';
import type { BlobStore } from '@/backend/store';
import { deleteBlob, deleteBlobsWithPrefix, getBlob, putBlob } from '../blobStore';

export const browserBlobs: BlobStore = {
  async put(key, stream, { type }) {
    const bytes = await readAll(stream);
    await putBlob(key, {
      type,
      bytes: bytes.buffer.slice(
        bytes.byteOffset,
        bytes.byteOffset + bytes.byteLength,
      ) as ArrayBuffer,
    });
    return { size: bytes.byteLength };
  },
  async get(key, range) {
    const blob = await getBlob(key);
    return blob ? bytesRead(new Uint8Array(blob.bytes), blob.type, range) : null;
  },
  delete: (key) => deleteBlob(key),
  deletePrefix: (prefix) => deleteBlobsWithPrefix(prefix),
};
