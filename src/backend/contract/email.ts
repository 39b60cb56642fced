/** Contract cases of the e-mail API (docs/api/email.md). */
import {
  EMAIL_API,
  type EmailCounts,
  type EmailMessage,
  type EmailSummary,
} from '@/features/email/api';
import {
  expectFields,
  expectStatus,
  expectThat,
  pageOf,
  resetAccounts,
  type ContractCase,
  type Send,
} from './types';

const compose = (fields: Record<string, string>, files: { name: string; text: string }[] = []) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ mode: 'send', cc: '', bcc: '', ...fields })) {
    form.append(key, value);
  }
  for (const file of files) {
    form.append('attachments', new Blob([file.text], { type: 'text/plain' }), file.name);
  }
  return form;
};

const send1 = async (
  send: Send,
  fields: Record<string, string>,
  files?: { name: string; text: string }[],
) => {
  const response = await send({
    as: 'owner',
    method: 'post',
    path: EMAIL_API.messages,
    body: compose(fields, files),
  });
  expectStatus(response, 201, 'POST message');
  return response.body as EmailMessage;
};

export const emailCases: ContractCase[] = [
  {
    area: 'email',
    name: 'lists folders newest first, with paging and search; counts',
    async run(send) {
      await resetAccounts(send);
      const list = (query: Record<string, string | number>) =>
        send({ as: 'owner', method: 'get', path: EMAIL_API.messages, query });
      const inbox = pageOf<EmailSummary>(await list({ folder: 'inbox', pageSize: 5 }), 'inbox');
      expectThat(inbox.items.length === 5 && inbox.total > 5, 'a page of 5 of more');
      const dates = inbox.items.map((m) => m.date);
      expectThat(dates.join() === [...dates].sort().reverse().join(), 'newest first');
      expectThat(!('body' in (inbox.items[0] ?? {})), 'list items are summaries');
      const second = pageOf<EmailSummary>(
        await list({ folder: 'inbox', pageSize: 5, page: 2 }),
        'page 2',
      );
      expectThat(second.items[0]?.id !== inbox.items[0]?.id, 'page 2 is another page');
      const sent = await send1(send, {
        to: 'zed@example.com',
        subject: 'Xylophone contract',
        body: '<p>Hi</p>',
      });
      const found = pageOf<EmailSummary>(await list({ folder: 'sent', q: 'XYLOPHONE' }), 'q');
      expectThat(found.total === 1 && found.items[0]?.id === sent.id, 'q searches the subject');
      const byRecipient = pageOf<EmailSummary>(await list({ folder: 'sent', q: 'zed@' }), 'q to');
      expectThat(
        byRecipient.items.some((m) => m.id === sent.id),
        'q searches the recipients',
      );
      expectFields(await list({ folder: 'spam' }), ['folder'], 'a bad folder');
      expectFields(await list({ sort: 'date' }), ['sort'], 'no sort on this list');
      const counts = await send({ as: 'owner', method: 'get', path: EMAIL_API.counts });
      expectStatus(counts, 200, 'counts');
      expectThat(typeof (counts.body as EmailCounts).folders.inbox === 'number', 'counts', counts);
    },
  },
  {
    area: 'email',
    name: 'composes with an attachment, sanitises the body, saves drafts, bulk changes',
    async run(send) {
      await resetAccounts(send);
      const draft = await send1(
        send,
        {
          mode: 'draft',
          to: '',
          subject: 'Draft contract',
          body: '<p onclick="steal()">Hello <script>alert(1)</script><b>there</b></p>',
        },
        [{ name: 'notes.txt', text: 'attached words' }],
      );
      expectThat(
        draft.folder === 'drafts' && draft.attachments.length === 1,
        'a draft with a file',
        undefined,
      );
      expectThat(
        !/script|onclick/i.test(draft.body) && draft.body.includes('<b>there</b>'),
        `the stored body is sanitised: ${draft.body}`,
      );
      const file = await send({
        as: 'owner',
        method: 'get',
        path: EMAIL_API.attachment(draft.id, draft.attachments[0]?.id ?? ''),
      });
      expectStatus(file, 200, 'attachment');
      expectThat(file.body === 'attached words', 'the same bytes', file);
      const sent = await send({
        as: 'owner',
        method: 'patch',
        path: EMAIL_API.message(draft.id),
        body: compose({
          to: 'a@example.com',
          subject: 'Sent now',
          body: 'Done',
          keepAttachments: draft.attachments[0]?.id ?? '',
        }),
      });
      expectStatus(sent, 200, 'send the draft');
      expectThat(
        (sent.body as EmailMessage).folder === 'sent' &&
          (sent.body as EmailMessage).attachments.length === 1,
        'sent with its file',
        sent,
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'patch',
          path: EMAIL_API.message(draft.id),
          body: compose({ to: 'a@example.com' }),
        }),
        ['mode'],
        'only a draft can change',
      );
      const bulk = (ids: string[], action: string) =>
        send({ as: 'owner', method: 'post', path: EMAIL_API.bulk, body: { ids, action } });
      expectThat(
        ((await bulk([draft.id, 'nope'], 'trash')).body as { updated: number }).updated === 1,
        'trash one',
      );
      const trashed = (
        await send({ as: 'owner', method: 'get', path: EMAIL_API.message(draft.id) })
      ).body as EmailMessage;
      expectThat(
        trashed.folder === 'trash' && !('restoreTo' in trashed),
        'in the bin, no internals',
      );
      await bulk([draft.id], 'restore');
      const back = (await send({ as: 'owner', method: 'get', path: EMAIL_API.message(draft.id) }))
        .body as EmailMessage;
      expectThat(back.folder === 'sent', 'restored to Sent');
      await bulk([draft.id], 'delete');
      expectStatus(
        await send({ as: 'owner', method: 'get', path: EMAIL_API.message(draft.id) }),
        404,
        'deleted',
      );
      expectFields(await bulk([], 'read'), { ids: 'Choose at least one message' }, 'no ids');
      expectFields(await bulk(['x'], 'burn'), ['action'], 'a bad action');
    },
  },
  {
    area: 'email',
    name: '422 names the invalid compose fields',
    async run(send) {
      const post = (fields: Record<string, string>) =>
        send({ as: 'owner', method: 'post', path: EMAIL_API.messages, body: compose(fields) });
      expectFields(
        await post({ to: '', subject: 'x' }),
        { to: 'Add at least one recipient' },
        'no recipient',
      );
      expectFields(
        await post({ to: 'a@example.com', cc: 'not-an-address', subject: 'y'.repeat(201) }),
        {
          cc: '"not-an-address" is not a valid e-mail address',
          subject: 'The subject can be at most 200 characters',
        },
        'bad cc and subject',
      );
    },
  },
  {
    area: 'email',
    name: 'another account never sees or changes my messages (404); 403 to a user',
    async run(send) {
      await resetAccounts(send);
      const mine = await send1(send, { to: 'q@example.com', subject: 'Quasar private', body: 'x' });
      const theirs = pageOf<EmailSummary>(
        await send({
          as: 'other',
          method: 'get',
          path: EMAIL_API.messages,
          query: { folder: 'sent', q: 'quasar' },
        }),
        'their list',
      );
      expectThat(theirs.total === 0, 'not in their list');
      expectStatus(
        await send({ as: 'other', method: 'get', path: EMAIL_API.message(mine.id) }),
        404,
        'GET as other',
      );
      const bulk = await send({
        as: 'other',
        method: 'post',
        path: EMAIL_API.bulk,
        body: { ids: [mine.id], action: 'delete' },
      });
      expectThat(
        (bulk.body as { updated: number }).updated === 0,
        'their bulk touches nothing of mine',
        bulk,
      );
      expectStatus(
        await send({ as: 'owner', method: 'get', path: EMAIL_API.message(mine.id) }),
        200,
        'still mine',
      );
      expectStatus(await send({ as: 'user', method: 'get', path: EMAIL_API.counts }), 403, 'user');
    },
  },
];
