import { routePath } from '@/backend/path';
import { pageAnswer } from '@/backend/list';
import { defineRoute, listRoute, type AnyRoute } from '@/backend/route';
import { defineArea, defineTable, desc } from '@/backend/store';
import { createMemoBody, MEMOS_API, memoPageSchema, memoSchema, type Memo } from './memosContract';

/** Step 2a, `src/backend/memos/table.ts`: the columns, the indexes the routes sort by, a seed. */
export const memosTable = defineTable<Memo>({
  name: 'memos',
  area: 'memos',
  columns: { id: 'text', text: 'text', createdAt: 'timestamp' },
  indexes: [['createdAt']],
});

export const memosArea = defineArea({
  name: 'memos',
  tables: [memosTable],
  seed: (_owner, now) => ({
    memos: [{ id: 'm1', text: 'Welcome to memos', createdAt: new Date(now).toISOString() }],
  }),
});

/** Step 2b, `src/backend/memos/routes.ts`: msw and the server both serve these. */
export const memosRoutes: AnyRoute[] = [
  listRoute({
    path: routePath(MEMOS_API.list),
    summary: 'The caller’s memos, newest first',
    response: memoPageSchema,
    list: { sorts: {}, defaultOrder: [desc('createdAt')] },
    handle: async ({ table, query }) =>
      pageAnswer(query, await table(memosTable).list(query.query)),
  }),
  defineRoute({
    method: 'post',
    path: routePath(MEMOS_API.list),
    summary: 'A new memo',
    body: createMemoBody,
    response: memoSchema,
    async handle({ table, body, now }) {
      const memos = table(memosTable);
      const id = await memos.newId('m');
      return memos.insert({ id, text: body.text, createdAt: new Date(now).toISOString() });
    },
  }),
];
