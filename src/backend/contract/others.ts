/** Contract cases of the chat, account, forms and dashboard APIs. */
import {
  ACCOUNT_API,
  type ActivityItem,
  type Invoice,
  type Subscription,
} from '@/features/account/api';
import { ANALYTICS_API } from '@/features/analytics/api';
import { CHAT_API, type ChatMessage, type Conversation } from '@/features/chat/api';
import { DASHBOARD_API, type DashboardTask } from '@/features/dashboard/api';
import { FORMS_API, type EditorDraft } from '@/features/forms/api';
import {
  expectFields,
  expectStatus,
  expectThat,
  pageOf,
  resetAccounts,
  type ContractCase,
} from './types';

export const otherCases: ContractCase[] = [
  {
    area: 'chat',
    name: 'sends a message (201), reads a conversation, deletes a message; 404/403/422',
    async run(send) {
      await resetAccounts(send);
      const list = await send({ as: 'owner', method: 'get', path: CHAT_API.conversations });
      expectStatus(list, 200, 'conversations');
      const first = (list.body as Conversation[])[0];
      expectThat(first !== undefined, 'seeded conversations', list);
      const id = first?.id ?? '';
      const sent = await send({
        as: 'owner',
        method: 'post',
        path: CHAT_API.messages(id),
        body: { text: 'Contract hello' },
      });
      expectStatus(sent, 201, 'send');
      const message = sent.body as ChatMessage;
      const messages = await send({ as: 'owner', method: 'get', path: CHAT_API.messages(id) });
      expectThat(
        (messages.body as ChatMessage[]).some((m) => m.id === message.id),
        'listed',
        messages,
      );
      const read = await send({ as: 'owner', method: 'post', path: CHAT_API.read(id) });
      expectThat((read.body as Conversation).unread === 0, 'read: unread 0', read);
      expectFields(
        await send({
          as: 'owner',
          method: 'post',
          path: CHAT_API.messages(id),
          body: { text: '  ' },
        }),
        { text: 'Write a message first' },
        'an empty message',
      );
      expectStatus(
        await send({ as: 'other', method: 'delete', path: CHAT_API.message(id, message.id) }),
        404,
        'other deletes',
      );
      expectStatus(
        await send({ as: 'owner', method: 'delete', path: CHAT_API.message(id, message.id) }),
        204,
        'delete',
      );
      expectStatus(
        await send({ as: 'owner', method: 'get', path: CHAT_API.messages('nope') }),
        404,
        'unknown conversation',
      );
      expectStatus(
        await send({ as: 'user', method: 'get', path: CHAT_API.conversations }),
        403,
        'user',
      );
    },
  },
  {
    area: 'account',
    name: 'activity pages, invoices, the plan per account',
    async run(send) {
      await resetAccounts(send);
      const activity = pageOf<ActivityItem>(
        await send({
          as: 'owner',
          method: 'get',
          path: ACCOUNT_API.activity,
          query: { pageSize: 3 },
        }),
        'activity',
      );
      expectThat(activity.items.length === 3 && activity.total >= 3, 'a page of 3');
      expectFields(
        await send({
          as: 'owner',
          method: 'get',
          path: ACCOUNT_API.activity,
          query: { pageSize: 51 },
        }),
        ['pageSize'],
        'pageSize over 50',
      );
      const latest = await send({ as: 'owner', method: 'get', path: ACCOUNT_API.latestInvoice });
      expectStatus(latest, 200, 'latest invoice');
      const invoice = latest.body as Invoice;
      expectStatus(
        await send({ as: 'owner', method: 'get', path: ACCOUNT_API.invoice(invoice.id) }),
        200,
        'invoice',
      );
      expectStatus(
        await send({ as: 'owner', method: 'get', path: ACCOUNT_API.invoice('nope') }),
        404,
        'unknown invoice',
      );
      const put = await send({
        as: 'owner',
        method: 'put',
        path: ACCOUNT_API.subscription,
        body: { planId: 'business', billing: 'yearly' },
      });
      expectStatus(put, 200, 'change the plan');
      const mine = (await send({ as: 'owner', method: 'get', path: ACCOUNT_API.subscription }))
        .body as Subscription;
      const theirs = (await send({ as: 'other', method: 'get', path: ACCOUNT_API.subscription }))
        .body as Subscription;
      expectThat(
        mine.planId === 'business' && theirs.planId !== 'business',
        'plans are per account',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'put',
          path: ACCOUNT_API.subscription,
          body: { planId: 'gold' },
        }),
        ['planId', 'billing'],
        'a bad plan',
      );
    },
  },
  {
    area: 'forms',
    name: 'checks submissions on the server; keeps editor drafts per account',
    async run(send) {
      await resetAccounts(send);
      expectFields(
        await send({
          as: 'owner',
          method: 'post',
          path: FORMS_API.signups,
          body: { username: 'admin', email: 'x', age: 12, password: 'short' },
        }),
        {
          username: 'This username is already taken',
          email: 'email is not valid',
          age: 'age must be 18 to 120',
          password: 'password must have 8 characters or more',
        },
        'a bad signup',
      );
      const ok = await send({
        as: 'owner',
        method: 'post',
        path: FORMS_API.signups,
        body: {
          username: 'contract.user',
          email: 'c@example.com',
          age: 30,
          password: 'long enough',
        },
      });
      expectStatus(ok, 200, 'a good signup');
      const empty = await send({
        as: 'owner',
        method: 'get',
        path: FORMS_API.editorDraft('markdown'),
      });
      expectThat(empty.status === 200 && empty.body === null, 'no draft yet: 200 null', empty);
      const saved = await send({
        as: 'owner',
        method: 'put',
        path: FORMS_API.editorDraft('markdown'),
        body: { content: '# Contract' },
      });
      expectStatus(saved, 200, 'save a draft');
      const back = await send({
        as: 'owner',
        method: 'get',
        path: FORMS_API.editorDraft('markdown'),
      });
      expectThat((back.body as EditorDraft).content === '# Contract', 'the draft', back);
      const theirs = await send({
        as: 'other',
        method: 'get',
        path: FORMS_API.editorDraft('markdown'),
      });
      expectThat(theirs.body === null, 'not theirs', theirs);
      expectStatus(
        await send({ as: 'owner', method: 'get', path: 'api/forms/editor-drafts/word' }),
        404,
        'no such editor',
      );
    },
  },
  {
    area: 'dashboard',
    name: 'figures for a period (422 for a bad one), tasks per account, analytics',
    async run(send) {
      await resetAccounts(send);
      expectStatus(
        await send({ as: 'user', method: 'get', path: DASHBOARD_API.stats }),
        200,
        'stats for a user',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'get',
          path: DASHBOARD_API.revenue,
          query: { from: '2026-05-02', to: '2026-05-01' },
        }),
        { to: 'to must be on or after from' },
        'a backwards period',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'get',
          path: DASHBOARD_API.orders,
          query: { from: 'May' },
        }),
        ['from'],
        'not a date',
      );
      const tasks = (await send({ as: 'owner', method: 'get', path: DASHBOARD_API.tasks }))
        .body as DashboardTask[];
      const task = tasks.find((t) => !t.done);
      expectThat(task !== undefined, 'an open task');
      const done = await send({
        as: 'owner',
        method: 'patch',
        path: `${DASHBOARD_API.tasks}/${task?.id ?? ''}`,
        body: { done: true },
      });
      expectThat((done.body as DashboardTask).done, 'ticked', done);
      const theirs = (await send({ as: 'other', method: 'get', path: DASHBOARD_API.tasks }))
        .body as DashboardTask[];
      expectThat(theirs.find((t) => t.id === task?.id)?.done === false, 'their task stays open');
      expectFields(
        await send({
          as: 'owner',
          method: 'patch',
          path: `${DASHBOARD_API.tasks}/${task?.id ?? ''}`,
          body: { done: 'yes' },
        }),
        { done: 'done must be true or false' },
        'done must be a boolean',
      );
      expectStatus(
        await send({ as: 'owner', method: 'get', path: ANALYTICS_API.overview }),
        200,
        'analytics',
      );
    },
  },
];
