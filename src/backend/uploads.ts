/**
 * How the shared runner takes a multipart body (route.ts `runRoute`): after the role check,
 * each file streamed to the blob store and cut at its route's limit (`UploadRules`).
 */
import { OverLimit, limitBytes, randomDigits } from './bytes';
import { invalid, tooLarge } from './problems';
import type { Caller, MultipartBody, MultipartSource, UploadRules } from './route';
import type { BlobStore } from './store';

export const isSource = (body: unknown): body is MultipartSource =>
  typeof body === 'object' && body !== null && 'parts' in body;

/**
 * Reads a multipart body: text fields kept, each file streamed to its key (`stored` gets
 * every key written, for the caller to delete if the route does not succeed).
 */
export async function receive(
  source: MultipartSource,
  rules: UploadRules,
  caller: Caller,
  blobs: BlobStore,
  stored: string[],
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [] };
  let total = 0;
  for await (const part of source.parts()) {
    if (part.kind === 'field') {
      (body.fields[part.name] ??= []).push(part.value);
      continue;
    }
    if (!rules.fields.includes(part.field)) {
      throw invalid({ [part.field]: `No file is taken in the field "${part.field}"` });
    }
    if (body.files.length >= rules.maxFiles) {
      throw tooLarge(`At most ${rules.maxFiles} files in one upload`);
    }
    const refused = rules.check?.(part);
    if (refused) throw refused;
    const name = part.name || 'file';
    const left = (rules.totalBytes ?? Infinity) - total;
    const over = left < rules.fileBytes ? 'total' : 'file';
    const counted = limitBytes(part.stream, Math.min(rules.fileBytes, left));
    const blobId = randomDigits();
    const key = rules.key?.(caller, blobId) ?? null;
    let size = 0;
    try {
      if (key) {
        // Recorded first: a put that fails half-way cleans up itself, but a later refusal
        // (an empty file, the quota) must find the key to delete it.
        stored.push(key);
        size = (await blobs.put(key, counted, { type: part.type })).size;
      } else {
        for await (const chunk of counted) size += chunk.byteLength;
      }
    } catch (error) {
      if (error instanceof OverLimit) throw rules.tooLarge(name, over);
      throw error;
    }
    if (size === 0)
      throw invalid({ [part.field]: `"${name}" is empty: there is nothing to upload` });
    total += size;
    body.files.push({ field: part.field, name: part.name, type: part.type, size, key, blobId });
  }
  return body;
}

/** Deletes the blobs of a request that did not succeed (a failed delete is left to the sweep). */
export async function forget(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => blobs.delete(key).catch(() => undefined)));
}
