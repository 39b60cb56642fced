/**
 * The keys of the `BlobStore`, made here only, so that "Reset demo data" can find every blob
 * of an owner: each key starts with one of `ownerBlobPrefixes(owner)`. (Uids hold no `:`, so
 * `u1:` never matches `u10:`'s keys.)
 */

/**
 * An uploaded file's bytes (files area): `<owner>:<fileId>`, the owner being the workspace
 * (`*workspace`) since files are shared (older uploads: the uploader's uid). Uploaded files' ids are `u` + a
 * random part (`randomDigits`, bytes.ts), so a key never comes back after "Reset demo data".
 */
export const fileBlobKey = (uid: string, fileId: string) => `${uid}:${fileId}`;

/** Attachment ids that carry a random part (`att-` + 20 digits): their key needs no message. */
const RANDOM_ATTACHMENT = /^att-\d{20}$/;

/**
 * An e-mail attachment's bytes: `email:<uid>:<attachmentId>` for ids with a random part
 * (every attachment sent since keys became unique); older ones, whose counter ids were reused
 * after a reset, were kept as `email:<uid>:<messageId>/<attachmentId>`.
 */
export const attachmentBlobKey = (uid: string, messageId: string, attachmentId: string) =>
  RANDOM_ATTACHMENT.test(attachmentId)
    ? `email:${uid}:${attachmentId}`
    : `email:${uid}:${messageId}/${attachmentId}`;

/** Every key of this owner's e-mail attachments starts with this. */
export const attachmentPrefix = (uid: string) => `email:${uid}:`;

/**
 * Every key of this owner's blobs starts with one of these (see `BlobStore.deletePrefix`).
 * The files' are the workspace's now (`fileBlobKey(WORKSPACE_OWNER, id)`, workspace.ts);
 * files uploaded before it keep their `<uid>:<id>` key (the `file_blobs` rows point at it),
 * so "Reset demo data" of an account deletes only its attachments' prefix.
 */
export const ownerBlobPrefixes = (uid: string): string[] => [`${uid}:`, attachmentPrefix(uid)];

/**
 * A key's group: everything up to and including its last `:` (ids made by `newId` and
 * uids hold no `:`), which is always one of `ownerBlobPrefixes(uid)`. A store that cannot
 * list keys by prefix (the server's directory hashes each key) can keep each group
 * together, e.g. `<dir>/<hash(group)>/<hash(key)>`, and `deletePrefix(group)` removes
 * that one folder.
 */
export const blobGroup = (key: string): string => key.slice(0, key.lastIndexOf(':') + 1);
