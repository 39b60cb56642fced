/**
 * The e-mail API in the demo backend: the routes of src/backend/email on the browser
 * collection `shreyu_demo_email` (version 1: `{ messages, files, nextId }` per user). The
 * attachments' bytes stay where they were: base64 in `files` (`<messageId>/<attachmentId>`),
 * up to 256 KB each (localStorage is small; a larger one keeps, and downloads as, a short note).
 */
import { emailArea, emailRoutes, type StoredMessage } from '@/backend/email/routes';
import { emailSeed } from '@/backend/email/seed';
import type { BlobStore } from '@/backend/store';
import { bytesRead, readAll } from '@/backend/bytes';
import type { ApiEndpoint } from '../api/server';
import { bindArea, bindBlobs } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields, userEntry } from '../db/collections';

/** Files up to this size keep their content in the demo db (localStorage is small). */
const KEEP_CONTENT_MAX = 256 * 1024;

interface EmailData {
  messages: StoredMessage[];
  /** Base64 content by `<messageId>/<attachmentId>`. */
  files: Record<string, string>;
  nextId: number;
}

const emailData = defineUserCollection<EmailData>({
  name: 'email',
  version: 1,
  seed: ({ now }) => ({ ...emailSeed(now), nextId: 1000 }),
  isValid: hasFields<EmailData>({ messages: 'array', files: 'object', nextId: 'number' }),
});

bindArea(emailArea, emailData, { rows: (entry) => entry.messages });

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

/** `email:<uid>:<messageId>/<attachmentId>` -> that user's `files` entry. */
bindBlobs('email:', (session, now): BlobStore => {
  const open = async (key: string) => {
    const [, uid = '', path = ''] = /^email:([^:]*):(.*)$/.exec(key) ?? [];
    const all = await session.open(emailData.spec);
    return { files: userEntry(emailData, all, uid, now).files, path };
  };
  return {
    async put(key, stream) {
      const { files, path } = await open(key);
      const bytes = await readAll(stream);
      // A larger file keeps a short note in its place (its download says so).
      files[path] = toBase64(
        bytes.byteLength <= KEEP_CONTENT_MAX
          ? bytes
          : new TextEncoder().encode(
              `(The demo keeps only files up to 256 KB: this one had ${bytes.byteLength} bytes)`,
            ),
      );
      return { size: bytes.byteLength };
    },
    async get(key, range) {
      const { files, path } = await open(key);
      const stored = files[path];
      return stored === undefined
        ? null
        : bytesRead(
            Uint8Array.from(atob(stored), (char) => char.charCodeAt(0)),
            '',
            range,
          );
    },
    async delete(key) {
      const { files, path } = await open(key);
      delete files[path];
    },
    async deletePrefix(prefix) {
      // Only existing entries: a reset user's entry is gone already (no seeding here).
      const all: Record<string, EmailData | undefined> = await session.open(emailData.spec);
      for (const [uid, entry] of Object.entries(all)) {
        const files = entry?.files;
        if (!files) continue;
        for (const path of Object.keys(files)) {
          if (`email:${uid}:${path}`.startsWith(prefix)) delete files[path];
        }
      }
    },
  };
});

/** The e-mail part of the demo API (docs/api/email.md): Admin only. */
export const emailEndpoints: ApiEndpoint[] = routeEndpoints(emailRoutes);
