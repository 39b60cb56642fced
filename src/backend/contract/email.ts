/** Contract cases of the e-mail API (docs/api/email.md). */
import {
  EMAIL_API,
  type EmailCounts,
  type EmailMessage,
  type EmailSummary,
} from '@/contract/email';
import { caseFor, type Client, expectFields, expectStatus, expectThat, pageOf } from './types';

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

const sendMessage = async (
  owner: Client,
  fields: Record<string, string>,
  files?: { name: string; text: string }[],
) => {
  const response = await owner.post(EMAIL_API.messages, compose(fields, files));
  expectStatus(response, 201, 'POST message');
  return response.body as EmailMessage;
};

const emailCase = caseFor('email');

export const emailCases = [
  emailCase('lists folders newest first, with paging and search; counts', async ({ owner }) => {
    const list = (query: Record<string, string | number>) => owner.get(EMAIL_API.messages, query);
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
    const sent = await sendMessage(owner, {
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
    const work = pageOf<EmailSummary>(await list({ label: 'work' }), 'label');
    expectThat(
      work.total > 0 && work.items.every((m) => m.labels.includes('work') && m.folder !== 'trash'),
      'a label lists its messages outside the bin',
      undefined,
    );
    const sender = inbox.items[0]?.from.name ?? '';
    const bySender = pageOf<EmailSummary>(
      await list({ folder: 'inbox', q: sender.toUpperCase() }),
      'q from',
    );
    expectThat(
      bySender.items.some((m) => m.from.name === sender),
      'q searches the sender',
    );
    expectFields(await list({ folder: 'spam' }), ['folder'], 'a bad folder');
    expectFields(await list({ sort: 'date' }), ['sort'], 'no sort on this list');
    const counts = await owner.get(EMAIL_API.counts);
    expectStatus(counts, 200, 'counts');
    expectThat(typeof (counts.body as EmailCounts).folders.inbox === 'number', 'counts', counts);
  }),
  emailCase(
    'composes with an attachment, sanitises the body, saves drafts, bulk changes',
    async ({ owner }) => {
      const draft = await sendMessage(
        owner,
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
      const file = await owner.get(EMAIL_API.attachment(draft.id, draft.attachments[0]?.id ?? ''));
      expectStatus(file, 200, 'attachment');
      expectThat(file.body === 'attached words', 'the same bytes', file);
      const sent = await owner.patch(
        EMAIL_API.message(draft.id),
        compose({
          to: 'a@example.com',
          subject: 'Sent now',
          body: 'Done',
          keepAttachments: draft.attachments[0]?.id ?? '',
        }),
      );
      expectStatus(sent, 200, 'send the draft');
      expectThat(
        (sent.body as EmailMessage).folder === 'sent' &&
          (sent.body as EmailMessage).attachments.length === 1,
        'sent with its file',
        sent,
      );
      expectFields(
        await owner.patch(EMAIL_API.message(draft.id), compose({ to: 'a@example.com' })),
        ['mode'],
        'only a draft can change',
      );
      const bulk = (ids: string[], action: string) => owner.post(EMAIL_API.bulk, { ids, action });
      expectThat(
        ((await bulk([draft.id, 'nope'], 'trash')).body as { updated: number }).updated === 1,
        'trash one',
      );
      const trashed = (await owner.get(EMAIL_API.message(draft.id))).body as EmailMessage;
      expectThat(
        trashed.folder === 'trash' && !('restoreTo' in trashed),
        'in the bin, no internals',
      );
      await bulk([draft.id], 'restore');
      const back = (await owner.get(EMAIL_API.message(draft.id))).body as EmailMessage;
      expectThat(back.folder === 'sent', 'restored to Sent');
      await bulk([draft.id], 'delete');
      expectStatus(await owner.get(EMAIL_API.message(draft.id)), 404, 'deleted');
      expectFields(await bulk([], 'read'), { ids: 'Choose at least one message' }, 'no ids');
      expectFields(await bulk(['x'], 'burn'), ['action'], 'a bad action');
    },
  ),
  emailCase('422 names the invalid compose fields', async ({ owner }) => {
    const post = (fields: Record<string, string>) =>
      owner.post(EMAIL_API.messages, compose(fields));
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
  }),
  emailCase(
    'another account never sees or changes my messages (404); 403 to a user',
    async ({ owner, other, user }) => {
      const mine = await sendMessage(owner, {
        to: 'q@example.com',
        subject: 'Quasar private',
        body: 'x',
      });
      const theirs = pageOf<EmailSummary>(
        await other.get(EMAIL_API.messages, { folder: 'sent', q: 'quasar' }),
        'their list',
      );
      expectThat(theirs.total === 0, 'not in their list');
      expectStatus(await other.get(EMAIL_API.message(mine.id)), 404, 'GET as other');
      const bulk = await other.post(EMAIL_API.bulk, { ids: [mine.id], action: 'delete' });
      expectThat(
        (bulk.body as { updated: number }).updated === 0,
        'their bulk touches nothing of mine',
        bulk,
      );
      expectStatus(await owner.get(EMAIL_API.message(mine.id)), 200, 'still mine');
      expectStatus(await user.get(EMAIL_API.counts), 403, 'user');
    },
  ),
];
