/**
 * The e-mail part of the demo API: endpoints and DTOs shared by the saga and the msw handler
 * (docs/api/email.md).
 */
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

export const FOLDERS = ['inbox', 'starred', 'drafts', 'sent', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];
/** Where a message is stored ("starred" is a view over the others). */
export type StoredFolder = Exclude<Folder, 'starred'>;

export const LABELS = [
  { id: 'work', name: 'Work', color: 'primary' },
  { id: 'family', name: 'Family', color: 'success' },
  { id: 'friends', name: 'Friends', color: 'info' },
  { id: 'projects', name: 'Projects', color: 'warning' },
] as const;
export type LabelId = (typeof LABELS)[number]['id'];

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

export interface Person {
  name: string;
  email: string;
}

export interface Attachment {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface EmailSummary {
  id: string;
  folder: StoredFolder;
  from: Person;
  to: string[];
  subject: string;
  snippet: string;
  /** ISO 8601 */
  date: string;
  read: boolean;
  starred: boolean;
  labels: LabelId[];
  hasAttachments: boolean;
}

export interface EmailMessage extends EmailSummary {
  cc: string[];
  bcc: string[];
  /** HTML from data: sanitised by the one component that renders it. */
  body: string;
  attachments: Attachment[];
}

export interface EmailCounts {
  /** Unread in inbox, starred; all in drafts. */
  folders: Record<Folder, number>;
  labels: Record<LabelId, number>;
}

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
