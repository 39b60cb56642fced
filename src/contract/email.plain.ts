/** The email contract's parts without a schema (paths, constants, checks): re-exported by `email.ts`; apart so that a page importing only these never downloads zod. */
import type { Folder, LabelId } from './email.schemas';

export const EMAIL_API = {
  /** GET ?folder&label&page&pageSize&q → { items: EmailSummary[], total }; POST multipart → EmailMessage */
  messages: 'api/email/messages',
  /** GET → EmailMessage | 404; PATCH multipart (a draft) → EmailMessage */
  message: (id: string) => `api/email/messages/${encodeURIComponent(id)}`,
  /** GET → Blob */
  attachment: (id: string, attachmentId: string) =>
    `api/email/messages/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`,
  /** POST { ids, action } → { updated } */
  bulk: 'api/email/messages/bulk',
  /** GET → EmailCounts */
  counts: 'api/email/counts',
} as const;

export const PAGE_SIZE = 20;
export const ATTACHMENT_MAX = 10 * 1024 * 1024;
export const ATTACHMENTS_TOTAL_MAX = 25 * 1024 * 1024;

export const BULK_ACTIONS = [
  'read',
  'unread',
  'star',
  'unstar',
  'trash',
  'restore',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface EmailQuery {
  folder: Folder;
  label: LabelId | null;
  page: number;
  q: string;
}

/** The multipart body of a send or a draft (createWithFile / updateWithFile). */
export interface ComposeFields {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  /** 'send' puts it in Sent; 'draft' keeps it in Drafts. */
  mode: 'send' | 'draft';
}

const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
/** Splits a To/Cc/Bcc field ("a@x.io, b@y.io"). */
export const splitAddresses = (value: string): string[] =>
  value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
export const isAddress = (value: string): boolean => ADDRESS.test(value);
