/**
 * What every area's contract shares: the page of a list, the roles. The contract is the
 * bottom floor: features, the backend, the mocks and the server import it; it imports
 * nothing of the app (only zod/mini).
 */
import * as z from 'zod/mini';
import { ROLES } from './roles';

/**
 * `{ items, total, nextCursor? }`: a list's page; `total` counts every matching row;
 * `nextCursor` (lists with keyset paging) is the `cursor` of the next page, null after the last.
 */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    nextCursor: z.optional(z.nullable(z.string())),
  });

/** A list's page of `T`. */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor?: string | null;
}

export { ROLES, type Role } from './roles';
export const roleSchema = z.enum(ROLES);

/**
 * A note by one author (a comment, an activity entry): ISO 8601 `createdAt`. `authorId` is the
 * author's account uid (clients show that member's current name from the members' directory);
 * `author` the name the directory had for them when it was written (absent `authorId`: an
 * older or seed note, whose `author` is all there is).
 */
export const authoredNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  authorId: z.optional(z.nullable(z.string())),
  text: z.string(),
  createdAt: z.string(),
});
export type AuthoredNote = z.infer<typeof authoredNoteSchema>;

/** A stored file as a client is told of it (an e-mail's attachment, a form's upload): `size` in bytes, `type` its MIME type. */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A comment's text (POST .../comments), trimmed, with the contract's 422 message. */
export const commentBody = (max?: number) =>
  z.object({
    text: z
      .string({ error: 'A comment needs some text' })
      .check(
        z.trim(),
        z.minLength(1, 'A comment needs some text'),
        ...(max === undefined ? [] : [z.maxLength(max, `A comment is at most ${max} characters`)]),
      ),
  });

/**
 * Who made a shared record (the workspace's projects, tasks, events, files) and who changed
 * it last, and when: account uids and ISO 8601 instants. `createdBy`/`updatedBy` null: the
 * workspace's seed (the demo data every deployment starts with), made by no account.
 */
export const authorshipShape = {
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedBy: z.nullable(z.string()),
  updatedAt: z.string(),
};
export const authorshipSchema = z.object(authorshipShape);
export type Authorship = z.infer<typeof authorshipSchema>;

export { seedAuthorship } from './common.plain';
