/**
 * The e-mail API (docs/api/email.md): folders, labels, search, bulk changes, compose with
 * attachments (bytes behind the BlobStore port, key `email:<uid>:<messageId>/<id>`), HTML
 * bodies sanitised before they are stored (`ctx.sanitizeHtml`).
 */
import { attachmentBlobKey } from '../blobKeys';
import {
  ATTACHMENT_MAX,
  ATTACHMENTS_TOTAL_MAX,
  bulkBody,
  bulkResultSchema,
  EMAIL_API,
  emailCountsSchema,
  emailMessageSchema,
  emailPageSchema,
  FOLDERS,
  isAddress,
  LABELS,
  splitAddresses,
  type Attachment,
  type EmailCounts,
  type EmailMessage,
  type EmailSummary,
  type Folder,
  type LabelId,
} from '@/contract/email';
import { routePath } from '../path';
import { pageAnswer } from '../list';
import { ApiProblem, invalid, notFound } from '../problems';
import {
  created,
  defineRoute,
  FileAnswer,
  formField,
  listRoute,
  multipartRoute,
  type AnyRoute,
  type MultipartBody,
  type OwnedTable,
  type RouteContext,
  type UploadRules,
} from '../route';
import { bytesRead } from '../bytes';
import { asc, defineArea, defineTable, desc, type Condition } from '../store';
import { emailSeed, ME, seedAttachment } from './seed';

/** A stored message: the DTO, plus where a binned message came from (never sent out). */
export type StoredMessage = EmailMessage & { restoreTo?: string | null };

export const messagesTable = defineTable<StoredMessage>({
  name: 'email_messages',
  area: 'email',
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
  searchable: ['subject', 'snippet', 'from.name', 'from.email', 'to[]'],
});

/** The seed's messages (their attachments' bytes are the memory adapter's: see README). */
export const emailArea = defineArea({
  name: 'email',
  tables: [messagesTable],
  seed: (_owner, now) => ({ email_messages: emailSeed(now).messages }),
});

export const attachmentKey = attachmentBlobKey;

const attachmentId = (blobId: string) => `att-${blobId}`;

/** Attachments: 10 MB each, 25 MB together, streamed to `email:<uid>:att-<random>`. */
const attachmentRules: UploadRules = {
  fields: ['attachments'],
  maxFiles: 10,
  fileBytes: ATTACHMENT_MAX,
  totalBytes: ATTACHMENTS_TOTAL_MAX,
  tooLarge: (name, over) => {
    const message =
      over === 'file'
        ? `"${name}" is larger than 10 MB`
        : 'Attachments can be at most 25 MB together';
    return new ApiProblem(413, { message, fields: { attachments: message } });
  },
  key: (caller, blobId) => attachmentKey(caller.uid, '', attachmentId(blobId)),
};

const ADMIN = ['Admin'] as const;

const summary = ({
  cc: _cc,
  bcc: _bcc,
  body: _body,
  attachments: _a,
  restoreTo: _r,
  ...rest
}: StoredMessage): EmailSummary => rest;

const withoutRestore = ({ restoreTo: _r, ...message }: StoredMessage): EmailMessage => message;

const notTrash: Condition = { column: 'folder', op: 'ne', value: 'trash' };

/** The messages a folder (or label) view shows. */
function whereFor(folder: Folder, label: string | undefined): Condition[] {
  if (label) return [notTrash, { column: 'labels', op: 'has', value: label }];
  if (folder === 'starred') return [{ column: 'starred', op: 'eq', value: true }, notTrash];
  return [{ column: 'folder', op: 'eq', value: folder }];
}

function counts(messages: StoredMessage[]): EmailCounts {
  const inFolder = (m: StoredMessage, folder: Folder) =>
    folder === 'starred' ? m.starred && m.folder !== 'trash' : m.folder === folder;
  const unread = (folder: Folder) => messages.filter((m) => inFolder(m, folder) && !m.read).length;
  const labels = Object.fromEntries(
    LABELS.map((label) => [
      label.id,
      messages.filter((m) => m.folder !== 'trash' && !m.read && m.labels.includes(label.id)).length,
    ]),
  ) as Record<LabelId, number>;
  return {
    folders: {
      inbox: unread('inbox'),
      starred: unread('starred'),
      drafts: messages.filter((m) => m.folder === 'drafts').length,
      sent: 0,
      trash: 0,
    },
    labels,
  };
}

/** A compose form, checked: what to store, or a 422. */
function readCompose(form: MultipartBody | undefined) {
  if (!form) throw invalid({ body: 'Send the message as multipart/form-data' });
  const mode = formField(form, 'mode') === 'draft' ? 'draft' : 'send';
  const errors: Record<string, string> = {};
  const fields = {
    to: splitAddresses(formField(form, 'to')),
    cc: splitAddresses(formField(form, 'cc')),
    bcc: splitAddresses(formField(form, 'bcc')),
  };
  if (mode === 'send' && fields.to.length === 0) errors.to = 'Add at least one recipient';
  for (const key of ['to', 'cc', 'bcc'] as const) {
    const bad = fields[key].find((address) => !isAddress(address));
    if (bad) errors[key] = `"${bad}" is not a valid e-mail address`;
  }
  const subject = formField(form, 'subject').trim();
  if (subject.length > 200) errors.subject = 'The subject can be at most 200 characters';
  // Sizes were checked while the files streamed in (`attachmentRules`).
  const files = form.files.filter((part) => part.field === 'attachments');
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const kept = form.fields.keepAttachments ?? [];
  return { mode, ...fields, subject, body: formField(form, 'body'), files, kept } as const;
}

/** Stores a compose form into a message (new or a draft): attachments, sanitised body. */
async function store(
  ctx: RouteContext<unknown, unknown>,
  messages: OwnedTable<StoredMessage>,
  message: StoredMessage,
  compose: ReturnType<typeof readCompose>,
): Promise<EmailMessage> {
  const previous = message.attachments.filter((item) => compose.kept.includes(item.id));
  const added: Attachment[] = [];
  for (const file of compose.files) {
    // The id is the blob key's random part: the key is made from it (blobKeys.ts).
    added.push({
      id: attachmentId(file.blobId),
      name: file.name,
      size: file.size,
      type: file.type || 'application/octet-stream',
    });
  }
  const body = await ctx.sanitizeHtml(compose.body);
  const plain = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const saved = await messages.update(message.id, {
    folder: compose.mode === 'send' ? 'sent' : 'drafts',
    to: compose.to,
    cc: compose.cc,
    bcc: compose.bcc,
    subject: compose.subject,
    body,
    snippet: plain.slice(0, 120),
    date: new Date(ctx.now).toISOString(),
    attachments: [...previous, ...added],
    hasAttachments: previous.length + added.length > 0,
  });
  return withoutRestore(saved ?? message);
}

const message = routePath(EMAIL_API.message, 'id');

export const emailRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(EMAIL_API.counts),
    roles: ADMIN,
    response: emailCountsSchema,
    handle: async ({ table }) => counts((await table(messagesTable).list()).items),
  }),
  listRoute<{ folder: Folder; label: string | undefined }>({
    path: routePath(EMAIL_API.messages),
    roles: ADMIN,
    list: {
      // Newest first; then by id, so that the order is total.
      defaultOrder: [desc('date'), asc('id')],
      search: ['subject', 'snippet', 'from.name', 'from.email', 'to[]'],
      filters: {
        folder: (raw) =>
          raw === undefined || (FOLDERS as readonly string[]).includes(raw)
            ? { value: (raw ?? 'inbox') as Folder }
            : { error: `folder must be one of ${FOLDERS.join(', ')}` },
        label: (raw) => ({ value: raw || undefined }),
      },
    },
    response: emailPageSchema,
    async handle({ table, query }) {
      const { folder, label } = query.filters;
      const page = await table(messagesTable).list({
        ...query.query,
        where: whereFor(folder, label),
      });
      return pageAnswer(query, page, summary);
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(EMAIL_API.bulk),
    roles: ADMIN,
    body: bulkBody,
    response: bulkResultSchema,
    async handle({ table, body, blobs, caller }) {
      const messages = table(messagesTable);
      const { items } = await messages.list({
        where: [{ column: 'id', op: 'in', values: body.ids }],
      });
      for (const found of items) {
        switch (body.action) {
          case 'read':
          case 'unread':
            await messages.update(found.id, { read: body.action === 'read' });
            break;
          case 'star':
          case 'unstar':
            await messages.update(found.id, { starred: body.action === 'star' });
            break;
          case 'trash':
            if (found.folder !== 'trash') {
              await messages.update(found.id, { restoreTo: found.folder, folder: 'trash' });
            }
            break;
          case 'restore': {
            const back = found.restoreTo;
            await messages.update(found.id, {
              folder: back === 'sent' || back === 'drafts' ? back : 'inbox',
            });
            break;
          }
          case 'delete':
            for (const attachment of found.attachments) {
              await blobs.delete(attachmentKey(caller.uid, found.id, attachment.id));
            }
            await messages.remove(found.id);
            break;
        }
      }
      return { updated: items.length };
    },
  }),
  defineRoute({
    method: 'get',
    path: message,
    roles: ADMIN,
    response: emailMessageSchema,
    handle: async ({ table, params }) =>
      withoutRestore(
        await table(messagesTable).find(params.id ?? '', 'This message does not exist'),
      ),
  }),
  defineRoute({
    method: 'get',
    path: routePath(EMAIL_API.attachment, 'id', 'attachmentId'),
    roles: ADMIN,
    file: true,
    async handle({ table, params, blobs, caller, range }) {
      const found = await table(messagesTable).get(params.id ?? '');
      const attachment = found?.attachments.find((a) => a.id === params.attachmentId);
      if (!found || !attachment) throw notFound('This attachment does not exist');
      const name = attachment.name.replace(/"/g, '');
      const stored = await blobs.get(attachmentKey(caller.uid, found.id, attachment.id), range);
      if (stored) {
        return new FileAnswer({ ...stored, type: attachment.type || stored.type }, name);
      }
      // The seed's attachment has no blob on a server: its bytes are the seed's own.
      const seeded = seedAttachment(found.id, attachment.id);
      if (seeded) return new FileAnswer(bytesRead(seeded, attachment.type, range), name);
      throw notFound('The content of this attachment is missing');
    },
  }),
  multipartRoute({
    method: 'post',
    path: routePath(EMAIL_API.messages),
    roles: ADMIN,
    status: 201,
    response: emailMessageSchema,
    upload: attachmentRules,
    async handle(ctx) {
      const compose = readCompose(ctx.body);
      const messages = ctx.table(messagesTable);
      const draft: StoredMessage = {
        id: await messages.newId('mail-'),
        folder: 'drafts',
        from: ME,
        to: [],
        cc: [],
        bcc: [],
        subject: '',
        snippet: '',
        body: '',
        date: new Date(ctx.now).toISOString(),
        read: true,
        starred: false,
        labels: [],
        hasAttachments: false,
        attachments: [],
      };
      await messages.insert(draft);
      return created(await store(ctx, messages, draft, { ...compose, kept: [] }));
    },
  }),
  multipartRoute({
    method: 'patch',
    path: message,
    roles: ADMIN,
    response: emailMessageSchema,
    upload: attachmentRules,
    async handle(ctx) {
      const compose = readCompose(ctx.body);
      const messages = ctx.table(messagesTable);
      const found = await messages.find(ctx.params.id ?? '', 'This draft does not exist');
      if (found.folder !== 'drafts') throw invalid({ mode: 'Only a draft can be changed' });
      return store(ctx, messages, found, compose);
    },
  }),
];
