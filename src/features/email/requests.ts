import { demoDataReset } from '@/features/events';
import { get, post, type Call } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import {
  EMAIL_API,
  PAGE_SIZE,
  type BulkAction,
  type EmailCounts,
  type EmailMessage,
  type EmailQuery,
  type EmailSummary,
} from '@/contract/email';
import type { EmailState } from './emailSlice';

/** The page of messages shown, by id, in the order the API answered. */
export const emailAdapter = createEntityAdapter<EmailSummary>();

type MessagePage = { items: EmailSummary[]; total: number };

const api = {
  list: (query: EmailQuery) =>
    get<MessagePage>(EMAIL_API.messages, {
      ...query,
      pageSize: PAGE_SIZE,
      q: query.q || undefined,
    }),
  counts: () => get<EmailCounts>(EMAIL_API.counts),
  bulk: (ids: string[], action: BulkAction) => post<unknown>(EMAIL_API.bulk, { ids, action }),
  message: (id: string) => get<EmailMessage>(EMAIL_API.message(id)),
  /** No id: the newest message of the inbox. */
  newest:
    (): Call<EmailMessage> =>
    async (...args) => {
      const newest = { folder: 'inbox', page: 1, pageSize: 1 };
      const page = await get<MessagePage>(EMAIL_API.messages, newest)(...args);
      const id = page.kind === 'ok' ? page.data.items[0]?.id : undefined;
      return id ? api.message(id)(...args) : { kind: 'not-found', status: 404 };
    },
};

/** A new query (another folder, page, search) clears the selection; a refresh keeps what is still there. */
export const listEmail = defineRequest('email/list', {
  read: (state: EmailState) => state.listRequest,
  requested: (state, query?: EmailQuery) => {
    if (!query) return;
    if (JSON.stringify(query) !== JSON.stringify(state.query)) state.selected = [];
    state.query = query;
  },
  call: (_, { query }) => api.list(query),
  // A folder the server does not know is an empty one.
  empty: { items: [], total: 0 },
  loaded: (state, { items, total }) => {
    emailAdapter.setAll(state.items, items);
    state.total = total;
    state.selected = state.selected.filter((id) => id in state.items.entities);
  },
  also: [demoDataReset],
});

/** The folders' counts, read with every list; a failure leaves the last ones shown. */
export const readCounts = defineRequest('email/counts', {
  read: (state: EmailState) => state.countsRequest,
  call: () => api.counts(),
  loaded: (state, counts) => void (state.counts = counts),
  also: [listEmail.requested, demoDataReset],
});

/** No id: the newest message of the inbox. */
export const readMessage = defineRequest('email/message', {
  read: (state: EmailState) => state.messageRequest,
  requested: (state, _id: string | null) => void (state.message = null),
  call: (id) => (id ? api.message(id) : api.newest()),
  loaded: (state, message) => void (state.message = message),
});

/** Leaving the folder shown: the messages go from it at once. */
const leaves = (action: BulkAction, folder: EmailQuery['folder']) =>
  ['trash', 'restore', 'delete'].includes(action) || (action === 'unstar' && folder === 'starred');

/**
 * Optimistic: the list changes at once (the selection is cleared); put back with a message when
 * the server refuses; read again once done.
 */
export const bulkEmail = defineRequest('email/bulk', {
  write: (state: EmailState) => state.bulkWrite,
  call: ({ ids, action }: { ids: string[]; action: BulkAction }) => api.bulk(ids, action),
  snapshot: ({ items, total }) => ({ items, total }),
  optimistic: (state, { ids, action }) => {
    state.selected = [];
    if (leaves(action, state.query.folder)) {
      ids.forEach((id) => emailAdapter.removeOne(state.items, id));
      state.total -= ids.length;
      return;
    }
    const changes: Partial<EmailSummary> = {};
    if (action === 'read' || action === 'unread') changes.read = action === 'read';
    if (action === 'star' || action === 'unstar') changes.starred = action === 'star';
    ids.forEach((id) => emailAdapter.updateOne(state.items, { id, changes }));
  },
  rollback: (state, { snapshot }) => void Object.assign(state, snapshot),
  gone: true,
  announce: () => listEmail.requested(),
  notify: 'email.bulkFailed',
});

/** Opening a message marks it read (the saga asks once it is shown). */
export const markRead = (id: string) => api.bulk([id], 'read');

export const emailRequests = [listEmail, readCounts, readMessage, bulkEmail];
