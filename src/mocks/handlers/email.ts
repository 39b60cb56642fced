import { HttpResponse } from 'msw';
import {
  ATTACHMENT_MAX,
  ATTACHMENTS_TOTAL_MAX,
  BULK_ACTIONS,
  FOLDERS,
  isAddress,
  LABELS,
  splitAddresses,
  type Attachment,
  type BulkAction,
  type EmailCounts,
  type EmailMessage,
  type EmailSummary,
  type Folder,
  type LabelId,
} from '@/features/email/api';
import { defineUserCollection, withUserData } from '../db';
import { emailSeed, ME } from '../fixtures/email';
import {
  apiEndpoint,
  type ApiEndpoint,
  invalid,
  notFound,
  paginate,
  readJson,
} from '../api/server';

/** Files up to this size keep their content in the demo db (localStorage is small). */
const KEEP_CONTENT_MAX = 256 * 1024;

interface EmailData {
  messages: EmailMessage[];
  /** Base64 content by `<messageId>/<attachmentId>`. */
  files: Record<string, string>;
  nextId: number;
}

const emailData = defineUserCollection<EmailData>({
  name: 'email',
  version: 1,
  seed: ({ now }) => ({ ...emailSeed(now), nextId: 1000 }),
  isValid: (entry): entry is EmailData =>
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as EmailData).messages) &&
    typeof (entry as EmailData).files === 'object' &&
    typeof (entry as EmailData).nextId === 'number',
});

const summary = ({
  cc: _cc,
  bcc: _bcc,
  body: _body,
  attachments: _a,
  ...rest
}: EmailMessage): EmailSummary => rest;
const inFolder = (message: EmailMessage, folder: Folder) =>
  folder === 'starred' ? message.starred && message.folder !== 'trash' : message.folder === folder;
const isFolder = (value: unknown): value is Folder =>
  typeof value === 'string' && (FOLDERS as readonly string[]).includes(value);

function counts(messages: EmailMessage[]): EmailCounts {
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

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  new Uint8Array(buffer).forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

/** Reads and checks a compose form; a Response (422) when something is wrong. */
async function readCompose(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid({ body: 'Send the message as multipart/form-data' });
  }
  const mode = text(form, 'mode') === 'draft' ? 'draft' : 'send';
  const errors: Record<string, string> = {};
  const fields = {
    to: splitAddresses(text(form, 'to')),
    cc: splitAddresses(text(form, 'cc')),
    bcc: splitAddresses(text(form, 'bcc')),
  };
  if (mode === 'send' && fields.to.length === 0) errors.to = 'Add at least one recipient';
  for (const key of ['to', 'cc', 'bcc'] as const) {
    const bad = fields[key].find((address) => !isAddress(address));
    if (bad) errors[key] = `"${bad}" is not a valid e-mail address`;
  }
  const subject = text(form, 'subject').trim();
  if (subject.length > 200) errors.subject = 'The subject can be at most 200 characters';
  const files = form.getAll('attachments').filter((item): item is File => item instanceof File);
  let total = 0;
  for (const file of files) {
    total += file.size;
    if (file.size > ATTACHMENT_MAX) errors.attachments = `"${file.name}" is larger than 10 MB`;
  }
  if (!errors.attachments && total > ATTACHMENTS_TOTAL_MAX) {
    errors.attachments = 'Attachments can be at most 25 MB together';
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  const kept = form
    .getAll('keepAttachments')
    .filter((item): item is string => typeof item === 'string');
  return { mode, ...fields, subject, body: text(form, 'body'), files, kept } as const;
}

async function store(
  data: EmailData,
  message: EmailMessage,
  compose: Exclude<Awaited<ReturnType<typeof readCompose>>, Response>,
) {
  const previous = message.attachments.filter((item) => compose.kept.includes(item.id));
  const added: Attachment[] = [];
  for (const file of compose.files) {
    const attachment: Attachment = {
      id: `att-${data.nextId}`,
      name: file.name,
      size: file.size,
      type: file.type || 'application/octet-stream',
    };
    data.nextId += 1;
    if (file.size <= KEEP_CONTENT_MAX) {
      data.files[`${message.id}/${attachment.id}`] = toBase64(await file.arrayBuffer());
    }
    added.push(attachment);
  }
  const plain = compose.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  Object.assign(message, {
    folder: compose.mode === 'send' ? 'sent' : 'drafts',
    to: compose.to,
    cc: compose.cc,
    bcc: compose.bcc,
    subject: compose.subject,
    body: compose.body,
    snippet: plain.slice(0, 120),
    date: new Date().toISOString(),
    attachments: [...previous, ...added],
    hasAttachments: previous.length + added.length > 0,
  } satisfies Partial<EmailMessage>);
  return message;
}

const roles = { roles: ['Admin'] as const };

/** The e-mail part of the demo API (docs/api/email.md): Admin only. */
export const emailEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    'email/counts',
    ({ caller }) => withUserData(emailData, caller.uid, (data) => counts(data.messages)),
    roles,
  ),
  apiEndpoint(
    'get',
    'email/messages',
    ({ caller, url }) =>
      withUserData(emailData, caller.uid, (data) => {
        const folder = url.searchParams.get('folder') ?? 'inbox';
        if (!isFolder(folder))
          return invalid({ folder: `folder must be one of ${FOLDERS.join(', ')}` });
        const label = url.searchParams.get('label');
        const list = data.messages
          .filter((m) =>
            label
              ? m.folder !== 'trash' && m.labels.includes(label as LabelId)
              : inFolder(m, folder),
          )
          .sort((a, b) => b.date.localeCompare(a.date));
        const page = paginate(list, url, {
          matches: (m, q) =>
            [m.subject, m.snippet, m.from.name, m.from.email, ...m.to].some((field) =>
              field.toLowerCase().includes(q),
            ),
        });
        return page instanceof Response
          ? page
          : { items: page.items.map(summary), total: page.total };
      }),
    roles,
  ),
  apiEndpoint(
    'post',
    'email/messages/bulk',
    async ({ caller, request }) => {
      const body = (await readJson(request)) as { ids?: unknown; action?: unknown } | null;
      const ids = Array.isArray(body?.ids)
        ? body.ids.filter((id): id is string => typeof id === 'string')
        : [];
      const action = body?.action;
      if (ids.length === 0) return invalid({ ids: 'Choose at least one message' });
      if (typeof action !== 'string' || !(BULK_ACTIONS as readonly string[]).includes(action)) {
        return invalid({ action: `action must be one of ${BULK_ACTIONS.join(', ')}` });
      }
      return withUserData(emailData, caller.uid, (data) => {
        let updated = 0;
        data.messages = data.messages.filter((message) => {
          if (!ids.includes(message.id)) return true;
          updated += 1;
          switch (action as BulkAction) {
            case 'read':
            case 'unread':
              message.read = action === 'read';
              return true;
            case 'star':
            case 'unstar':
              message.starred = action === 'star';
              return true;
            case 'trash':
              if (message.folder !== 'trash') {
                (message as EmailMessage & { restoreTo?: string }).restoreTo = message.folder;
                message.folder = 'trash';
              }
              return true;
            case 'restore': {
              const back = (message as EmailMessage & { restoreTo?: string }).restoreTo;
              message.folder = back === 'sent' || back === 'drafts' ? back : 'inbox';
              return true;
            }
            case 'delete':
              Object.keys(data.files)
                .filter((key) => key.startsWith(`${message.id}/`))
                .forEach((key) => delete data.files[key]);
              return false;
          }
          return true;
        });
        return { updated };
      });
    },
    roles,
  ),
  apiEndpoint(
    'get',
    'email/messages/:id',
    ({ caller, params }) =>
      withUserData(emailData, caller.uid, (data) => {
        const message = data.messages.find((m) => m.id === params.id);
        if (!message) return notFound('This message does not exist');
        const { restoreTo: _r, ...rest } = message as EmailMessage & { restoreTo?: string };
        return rest;
      }),
    roles,
  ),
  apiEndpoint(
    'get',
    'email/messages/:id/attachments/:attachmentId',
    ({ caller, params }) =>
      withUserData(emailData, caller.uid, (data) => {
        const message = data.messages.find((m) => m.id === params.id);
        const attachment = message?.attachments.find((a) => a.id === params.attachmentId);
        if (!message || !attachment) return notFound('This attachment does not exist');
        const stored = data.files[`${message.id}/${attachment.id}`];
        const bytes = stored
          ? Uint8Array.from(atob(stored), (char) => char.charCodeAt(0))
          : new TextEncoder().encode(
              `(The demo keeps only files up to 256 KB: ${attachment.name})`,
            );
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': stored ? attachment.type : 'text/plain',
            'Content-Disposition': `attachment; filename="${attachment.name.replace(/"/g, '')}"`,
          },
        });
      }),
    roles,
  ),
  apiEndpoint(
    'post',
    'email/messages',
    async ({ caller, request }) => {
      const compose = await readCompose(request);
      if (compose instanceof Response) return compose;
      return withUserData(emailData, caller.uid, async (data) => {
        const message: EmailMessage = {
          id: `mail-${data.nextId}`,
          folder: 'drafts',
          from: ME,
          to: [],
          cc: [],
          bcc: [],
          subject: '',
          snippet: '',
          body: '',
          date: new Date().toISOString(),
          read: true,
          starred: false,
          labels: [],
          hasAttachments: false,
          attachments: [],
        };
        data.nextId += 1;
        data.messages.push(message);
        return HttpResponse.json(await store(data, message, { ...compose, kept: [] }), {
          status: 201,
        });
      });
    },
    roles,
  ),
  apiEndpoint(
    'patch',
    'email/messages/:id',
    async ({ caller, request, params }) => {
      const compose = await readCompose(request);
      if (compose instanceof Response) return compose;
      return withUserData(emailData, caller.uid, async (data) => {
        const message = data.messages.find((m) => m.id === params.id);
        if (!message) return notFound('This draft does not exist');
        if (message.folder !== 'drafts') return invalid({ mode: 'Only a draft can be changed' });
        return store(data, message, compose);
      });
    },
    roles,
  ),
];
