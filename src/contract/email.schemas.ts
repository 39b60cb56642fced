/** The email contract's schemas and the types inferred from them: re-exported by `email.ts`. */
import * as z from 'zod/mini';
import { storedFileSchema, type StoredFile } from './common';
import { BULK_ACTIONS, type BulkAction } from './email.plain';

export const FOLDERS = ['inbox', 'starred', 'drafts', 'sent', 'trash'] as const;
export const folderSchema = z.enum(FOLDERS);
export type Folder = z.infer<typeof folderSchema>;
/** Where a message is stored ("starred" is a view over the others). */
export const storedFolderSchema = z.enum(['inbox', 'drafts', 'sent', 'trash']);
export type StoredFolder = z.infer<typeof storedFolderSchema>;

export const LABEL_IDS = ['work', 'family', 'friends', 'projects'] as const;
export const labelIdSchema = z.enum(LABEL_IDS);
export type LabelId = z.infer<typeof labelIdSchema>;
export const LABELS = [
  { id: 'work', name: 'Work', color: 'primary' },
  { id: 'family', name: 'Family', color: 'success' },
  { id: 'friends', name: 'Friends', color: 'info' },
  { id: 'projects', name: 'Projects', color: 'warning' },
] as const satisfies readonly { id: LabelId; name: string; color: string }[];

export const personSchema = z.object({ name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

/** An e-mail's attachment: a stored file. */
export const attachmentSchema = storedFileSchema;
export type Attachment = StoredFile;

export const emailSummarySchema = z.object({
  id: z.string(),
  folder: storedFolderSchema,
  from: personSchema,
  to: z.array(z.string()),
  subject: z.string(),
  snippet: z.string(),
  /** ISO 8601 */
  date: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  labels: z.array(labelIdSchema),
  hasAttachments: z.boolean(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailMessageSchema = z.extend(emailSummarySchema, {
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** HTML from data: sanitised by the one component that renders it. */
  body: z.string(),
  attachments: z.array(attachmentSchema),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const emailPageSchema = z.object({ items: z.array(emailSummarySchema), total: z.number() });

export const emailCountsSchema = z.object({
  /** Unread in inbox, starred; all in drafts. */
  folders: z.record(folderSchema, z.number()),
  labels: z.record(labelIdSchema, z.number()),
});
export type EmailCounts = z.infer<typeof emailCountsSchema>;

export const bulkResultSchema = z.object({ updated: z.number() });

/** POST api/email/messages/bulk: `{ ids, action }`, checked in that order (the first problem answers). */
export const bulkBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx) => {
    const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const ids = Array.isArray(raw.ids)
      ? raw.ids.filter((id): id is string => typeof id === 'string')
      : [];
    const action = raw.action;
    if (ids.length === 0) {
      ctx.issues.push({
        code: 'custom',
        message: 'Choose at least one message',
        path: ['ids'],
        input: body,
      });
    } else if (
      typeof action !== 'string' ||
      !(BULK_ACTIONS as readonly string[]).includes(action)
    ) {
      ctx.issues.push({
        code: 'custom',
        message: `action must be one of ${BULK_ACTIONS.join(', ')}`,
        path: ['action'],
        input: body,
      });
    }
    return { ids, action: action as BulkAction };
  }),
);
