import type { Kysely } from 'kysely';
import { createSearchIndexes, createTables, dropTables, type FrozenTable } from './tables';

/**
 * The other areas of the shared layer (src/backend/<area>/routes.ts, projects/table.ts, as of
 * this migration): projects, calendar, files, e-mail, chat, account, forms, maps, tables.
 */
const TABLES: FrozenTable[] = [
  {
    name: 'projects',
    columns: {
      id: 'text',
      name: 'text',
      description: 'text',
      state: 'text',
      startDate: 'date',
      dueDate: 'date',
      budget: 'number',
      tags: 'json',
      team: 'json',
      owner: 'text',
      totalTasks: 'integer',
      completedTasks: 'integer',
      commentCount: 'integer',
      hours: 'number',
      progress: 'integer',
      createdAt: 'timestamp',
      comments: 'json',
      activity: 'json',
      attachments: 'json',
    },
    indexes: [['state'], ['name'], ['dueDate'], ['progress'], ['createdAt']],
  },
  {
    name: 'calendar_events',
    columns: {
      id: 'text',
      title: 'text',
      category: 'text',
      allDay: 'boolean',
      start: 'text',
      end: 'text',
    },
    indexes: [['start']],
  },
  {
    name: 'files',
    columns: {
      id: 'text',
      kind: 'text',
      name: 'text',
      parentId: 'text?',
      size: 'number',
      mimeType: 'text',
      createdAt: 'timestamp',
      modifiedAt: 'timestamp',
      trashed: 'boolean',
    },
    indexes: [['parentId', 'trashed'], ['trashed']],
  },
  {
    name: 'file_views',
    columns: {
      id: 'text',
      viewedAt: 'timestamp',
    },
    indexes: [['viewedAt']],
  },
  {
    name: 'email_messages',
    columns: {
      id: 'text',
      folder: 'text',
      from: 'json',
      to: 'json',
      cc: 'json',
      bcc: 'json',
      subject: 'text',
      snippet: 'text',
      body: 'text',
      date: 'timestamp',
      read: 'boolean',
      starred: 'boolean',
      labels: 'json',
      hasAttachments: 'boolean',
      attachments: 'json',
      restoreTo: 'text?',
    },
    indexes: [['folder', 'date'], ['starred', 'date'], ['date']],
  },
  {
    name: 'chat_conversations',
    columns: {
      id: 'text',
      contact: 'json',
    },
    indexes: [],
  },
  {
    name: 'chat_messages',
    columns: {
      id: 'text',
      conversationId: 'text',
      fromMe: 'boolean',
      text: 'text',
      sentAt: 'timestamp',
      read: 'boolean',
    },
    indexes: [['conversationId', 'sentAt']],
  },
  {
    name: 'account_activity',
    columns: {
      id: 'text',
      kind: 'text',
      title: 'text',
      html: 'text',
      at: 'timestamp',
    },
    indexes: [],
  },
  {
    name: 'account_projects',
    columns: {
      id: 'text',
      name: 'text',
      client: 'text',
      progress: 'integer',
      due: 'text',
    },
    indexes: [],
  },
  {
    name: 'account_tasks',
    columns: {
      id: 'text',
      title: 'text',
      done: 'boolean',
      priority: 'text',
      due: 'text',
    },
    indexes: [],
  },
  {
    name: 'account_invoices',
    columns: {
      id: 'text',
      currency: 'text',
      issuedAt: 'timestamp',
      dueAt: 'timestamp',
      status: 'text',
      from: 'json',
      to: 'json',
      lines: 'json',
      discountPercent: 'number',
      taxPercent: 'number',
      notes: 'text',
    },
    indexes: [['issuedAt']],
  },
  {
    name: 'account_subscription',
    columns: {
      id: 'text',
      planId: 'text',
      billing: 'text',
    },
    indexes: [],
  },
  {
    name: 'form_drafts',
    columns: {
      id: 'text',
      content: 'text',
      savedAt: 'timestamp',
    },
    indexes: [],
  },
  {
    name: 'map_markers',
    columns: {
      id: 'text',
      name: 'text',
      lat: 'number',
      lng: 'number',
    },
    indexes: [],
  },
  {
    name: 'people',
    columns: {
      id: 'integer',
      name: 'text',
      email: 'text',
      phone: 'text',
      age: 'integer',
      company: 'text',
      country: 'text',
      address: 'text',
    },
    indexes: [],
  },
];

/** Substring search (`q`) on the plain text columns the lists search. */
const SEARCHED: [string, string[]][] = [
  ['projects', ['name', 'description']],
  ['files', ['name']],
  ['email_messages', ['subject', 'snippet']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, TABLES);
  for (const [table, columns] of SEARCHED) await createSearchIndexes(db, table, columns);
}

export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
