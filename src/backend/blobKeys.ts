/**
 * The keys of the `BlobStore`, made here only, so that "Reset demo data" can find every blob
 * of an owner: each key starts with one of `ownerBlobPrefixes(owner)`. (Uids hold no `:`, so
 * `u1:` never matches `u10:`'s keys.)
 */

/** An uploaded file's bytes (files area): `<uid>:<fileId>`. */
export const fileBlobKey = (uid: string, fileId: string) => `${uid}:${fileId}`;

/** An e-mail attachment's bytes: `email:<uid>:<messageId>/<attachmentId>`. */
export const attachmentBlobKey = (uid: string, messageId: string, attachmentId: string) =>
  `email:${uid}:${messageId}/${attachmentId}`;

/** Every key of this owner's blobs starts with one of these (see `BlobStore.deletePrefix`). */
export const ownerBlobPrefixes = (uid: string): string[] => [`${uid}:`, `email:${uid}:`];

/**
 * A key's group: everything up to and including its last `:` (ids made by `newId` and
 * uids hold no `:`), which is always one of `ownerBlobPrefixes(uid)`. A store that cannot
 * list keys by prefix (the server's directory hashes each key) can keep each group
 * together, e.g. `<dir>/<hash(group)>/<hash(key)>`, and `deletePrefix(group)` removes
 * that one folder.
 */
export const blobGroup = (key: string): string => key.slice(0, key.lastIndexOf(':') + 1);
