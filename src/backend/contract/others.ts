/** Contract cases of the account, forms and dashboard APIs. */
import {
  ACCOUNT_API,
  type ActivityItem,
  type Invoice,
  type Subscription,
} from '@/contract/account';
import { ANALYTICS_API } from '@/contract/analytics';
import { DASHBOARD_API, type DashboardTask } from '@/contract/dashboard';
import { FORMS_API, type EditorDraft } from '@/contract/forms';
import { caseFor, expectCursorWalk, expectFields, expectStatus, expectThat, pageOf } from './types';

const accountCase = caseFor('account');
const formsCase = caseFor('forms');
const dashboardCase = caseFor('dashboard');

export const otherCases = [
  accountCase('activity pages, invoices, the plan per account', async ({ owner, other }) => {
    const activity = pageOf<ActivityItem>(
      await owner.get(ACCOUNT_API.activity, { pageSize: 3 }),
      'activity',
    );
    expectThat(activity.items.length === 3 && activity.total >= 3, 'a page of 3');
    const everything = pageOf<ActivityItem>(
      await owner.get(ACCOUNT_API.activity, { pageSize: 50 }),
      'all activity',
    );
    await expectCursorWalk(
      (query) => owner.get(ACCOUNT_API.activity, query),
      {},
      3,
      everything.items.map((item) => item.id),
      'activity',
    );
    expectFields(
      await owner.get(ACCOUNT_API.activity, { pageSize: 51 }),
      ['pageSize'],
      'pageSize over 50',
    );
    const latest = await owner.get(ACCOUNT_API.latestInvoice);
    expectStatus(latest, 200, 'latest invoice');
    const invoice = latest.body as Invoice;
    expectStatus(await owner.get(ACCOUNT_API.invoice(invoice.id)), 200, 'invoice');
    expectStatus(await owner.get(ACCOUNT_API.invoice('nope')), 404, 'unknown invoice');
    const put = await owner.put(ACCOUNT_API.subscription, {
      planId: 'business',
      billing: 'yearly',
    });
    expectStatus(put, 200, 'change the plan');
    const mine = (await owner.get(ACCOUNT_API.subscription)).body as Subscription;
    const theirs = (await other.get(ACCOUNT_API.subscription)).body as Subscription;
    expectThat(mine.planId === 'business' && theirs.planId !== 'business', 'plans are per account');
    expectFields(
      await owner.put(ACCOUNT_API.subscription, { planId: 'gold' }),
      ['planId', 'billing'],
      'a bad plan',
    );
  }),
  formsCase(
    'checks submissions on the server; keeps editor drafts per account',
    async ({ owner, other }) => {
      expectFields(
        await owner.post(FORMS_API.signups, {
          username: 'admin',
          email: 'x',
          age: 12,
          password: 'short',
        }),
        {
          username: 'This username is already taken',
          email: 'email is not valid',
          age: 'age must be 18 to 120',
          password: 'password must have 8 characters or more',
        },
        'a bad signup',
      );
      const ok = await owner.post(FORMS_API.signups, {
        username: 'contract.user',
        email: 'c@example.com',
        age: 30,
        password: 'long enough',
      });
      expectStatus(ok, 200, 'a good signup');
      const empty = await owner.get(FORMS_API.editorDraft('markdown'));
      expectThat(empty.status === 200 && empty.body === null, 'no draft yet: 200 null', empty);
      const saved = await owner.put(FORMS_API.editorDraft('markdown'), { content: '# Contract' });
      expectStatus(saved, 200, 'save a draft');
      const back = await owner.get(FORMS_API.editorDraft('markdown'));
      expectThat((back.body as EditorDraft).content === '# Contract', 'the draft', back);
      const theirs = await other.get(FORMS_API.editorDraft('markdown'));
      expectThat(theirs.body === null, 'not theirs', theirs);
      expectStatus(await owner.get('api/forms/editor-drafts/word'), 404, 'no such editor');
    },
  ),
  dashboardCase(
    'figures for a period (422 for a bad one), tasks per account, analytics',
    async ({ owner, other, user }) => {
      expectStatus(await user.get(DASHBOARD_API.stats), 200, 'stats for a user');
      expectFields(
        await owner.get(DASHBOARD_API.revenue, { from: '2026-05-02', to: '2026-05-01' }),
        { to: 'to must be on or after from' },
        'a backwards period',
      );
      expectFields(await owner.get(DASHBOARD_API.orders, { from: 'May' }), ['from'], 'not a date');
      const tasks = (await owner.get(DASHBOARD_API.tasks)).body as DashboardTask[];
      const task = tasks.find((t) => !t.done);
      expectThat(task !== undefined, 'an open task');
      const done = await owner.patch(`${DASHBOARD_API.tasks}/${task?.id ?? ''}`, { done: true });
      expectThat((done.body as DashboardTask).done, 'ticked', done);
      const theirs = (await other.get(DASHBOARD_API.tasks)).body as DashboardTask[];
      expectThat(theirs.find((t) => t.id === task?.id)?.done === false, 'their task stays open');
      expectFields(
        await owner.patch(`${DASHBOARD_API.tasks}/${task?.id ?? ''}`, { done: 'yes' }),
        { done: 'done must be true or false' },
        'done must be a boolean',
      );
      expectStatus(await owner.get(ANALYTICS_API.overview), 200, 'analytics');
    },
  ),
];
