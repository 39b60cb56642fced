/**
 * A multipart body as routes see it (re-exported by route.ts): the parts as they arrive, the
 * rules a multipart route takes files by, and the body once its files are stored.
 */
import type { ApiProblem } from './problems';
import type { Caller, RouteContext } from './route';
import type { ByteStream } from './store';

/** One part of a multipart body as it arrives (the adapter's): a text field or a file. */
export type IncomingPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; field: string; name: string; type: string; stream: ByteStream };

/**
 * A multipart body not read yet. The runner reads it only after the role check, and streams
 * each file to the blob store as it comes (`Route.upload`): the adapter holds no file in
 * memory. `parts()` throws an `ApiProblem` (400, 413) when the body cannot be read.
 */
export interface MultipartSource {
  parts(): AsyncIterable<IncomingPart>;
}

/** One file of a multipart upload, already stored (or counted) by the runner. */
export interface UploadPart {
  /** The form field's name. */
  field: string;
  name: string;
  type: string;
  size: number;
  /** Where its bytes are (`upload.key`); null when the route keeps no bytes (forms). */
  key: string | null;
  /** The key's random part, for the row that will point at it (e.g. the file's id). */
  blobId: string;
}

/** A multipart body: its text fields (every value of each, in order) and its stored files. */
export interface MultipartBody {
  fields: Record<string, string[]>;
  files: UploadPart[];
}

/**
 * How a multipart route takes files: checked before a byte is read (role, `check`, `before`),
 * then each streamed to the blob store and cut at its limit (413). Bytes are written before
 * the route's transaction opens and deleted again when the route does not succeed, so a
 * refused upload leaves no row and no blob.
 */
export interface UploadRules {
  /** The fields that may hold files; a file in another field is refused (422). */
  fields: readonly string[];
  maxFiles: number;
  /** Bytes one file may have. */
  fileBytes: number;
  /** Bytes all files of the request may have together. */
  totalBytes?: number;
  /** The 413 for a file over `fileBytes` (`file`) or files over `totalBytes` (`total`). */
  tooLarge(name: string, over: 'file' | 'total'): ApiProblem;
  /** Refuses a file before its bytes are read (its type, its name): a problem, or null. */
  check?(file: { field: string; name: string; type: string }): ApiProblem | null;
  /** Where a file's bytes go (a blobKeys.ts key with `blobId` in it); none: counted, not kept. */
  key?(caller: Caller, blobId: string): string;
  /** Runs before the body is read (a full quota answers at once), outside any transaction. */
  before?(ctx: RouteContext<unknown, undefined>): Promise<void>;
}

/** A multipart body's first value of a text field ('' when none). */
export const formField = (body: MultipartBody, name: string): string =>
  body.fields[name]?.[0] ?? '';
