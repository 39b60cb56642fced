/**
 * Contract cases of input an attacker (any signed-in member) can send: each is refused with
 * the list's or the form's 422, never a 500 (each of these once reached the database or an
 * inherited object key and answered 500 on the server).
 */
import { CALENDAR_API } from '@/contract/calendar';
import { CHAT_API } from '@/contract/chat';
import { FILES_API } from '@/contract/files';
import { PROJECTS_API } from '@/contract/projects';
import { TASKS_API } from '@/contract/tasks';
import { caseFor, expectFields, expectStatus, expectThat } from './types';

const hostileCase = caseFor('hostile input');

const LISTS = [TASKS_API.list, PROJECTS_API.list, FILES_API.list];

/** A cursor's JSON, and back: the contract knows its format to forge one. */
const decode = (cursor: string): unknown =>
  JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
const encode = (body: unknown): string =>
  btoa(JSON.stringify(body)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const hostileCases = [
  hostileCase('sort names an object key every object inherits: 422', async ({ user }) => {
    for (const path of LISTS) {
      for (const sort of ['constructor', '__proto__', 'toString', '-hasOwnProperty']) {
        expectFields(await user.get(path, { sort }), ['sort'], `${path}?sort=${sort}`);
      }
    }
  }),
  hostileCase('page and pageSize past any bound: 422', async ({ user }) => {
    for (const path of LISTS) {
      expectFields(await user.get(path, { page: '1e300' }), ['page'], `${path}?page=1e300`);
      expectFields(await user.get(path, { page: 1e7 }), ['page'], `${path}?page=1e7`);
      expectFields(await user.get(path, { pageSize: '1e300' }), ['pageSize'], 'pageSize=1e300');
    }
  }),
  hostileCase('a NUL character in a query or a body: 422 naming it', async ({ user }) => {
    expectFields(await user.get(TASKS_API.list, { q: 'a\u0000b' }), ['q'], 'q with a NUL');
    expectFields(
      await user.post(TASKS_API.list, { title: 'NUL\u0000title' }),
      ['title'],
      'a title with a NUL',
    );
    expectFields(
      await user.post(FILES_API.folders, { name: 'x', parentId: null, ['k\u0000']: 1 }),
      ['k\u0000'],
      'a key with a NUL',
    );
    const list = (await user.get(TASKS_API.list, { q: 'NUL' })).body as { total: number };
    expectThat(list.total === 0, 'nothing was created');
  }),
  hostileCase('dates of the right shape that do not exist: 422', async ({ user }) => {
    expectFields(
      await user.post(TASKS_API.list, { title: 'Feb 31', dueDate: '2026-02-31' }),
      ['dueDate'],
      'a task due on Feb 31',
    );
    const event = await user.post(CALENDAR_API.events, {
      title: 'Feb 30',
      category: 'primary',
      start: '2026-02-30T10:00:00.000Z',
      end: '2026-02-30T11:00:00.000Z',
    });
    expectStatus(event, 422, 'an event on Feb 30');
    expectStatus(
      await user.post(TASKS_API.list, { title: 'Feb 28', dueDate: '2026-02-28' }),
      200,
      'a real date',
    );
  }),
  hostileCase('a cursor whose values have the wrong types: 422', async ({ owner }) => {
    const first = await owner.get(TASKS_API.list, { sort: 'dueDate', pageSize: 1 });
    const { nextCursor } = first.body as { nextCursor: string | null };
    expectThat(typeof nextCursor === 'string', 'a first page with a cursor', first);
    const body = decode(nextCursor as string) as { s: string; k: unknown[]; id: unknown };
    const forged = [
      { ...body, k: body.k.map(() => 12345) },
      { ...body, k: body.k.map(() => 'not a date') },
      { ...body, k: body.k.map(() => true) },
      { ...body, id: 3.5 },
    ];
    for (const cursor of forged) {
      expectFields(
        await owner.get(TASKS_API.list, { sort: 'dueDate', cursor: encode(cursor) }),
        ['cursor'],
        `cursor ${JSON.stringify(cursor)}`,
      );
    }
  }),
  hostileCase('over-long text: a folder name, a chat member id', async ({ user }) => {
    expectFields(
      await user.post(FILES_API.folders, { name: 'n'.repeat(500_000), parentId: null }),
      ['name'],
      'a 500,000-character folder name',
    );
    expectStatus(
      await user.post(FILES_API.folders, { name: 'n'.repeat(255), parentId: null }),
      200,
      'a 255-character folder name',
    );
    const chat = await user.post(CHAT_API.conversations, { members: ['u'.repeat(200)] });
    expectThat(chat.status === 422 || chat.status === 404, 'an id no account has', chat);
    expectStatus(chat, chat.status, 'a member id over 128 characters');
  }),
];
