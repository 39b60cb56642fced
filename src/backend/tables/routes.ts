/** The tables API (docs/api/tables.md): people, kept per user; a large generated set. */
import * as z from 'zod/mini';
import { LARGE_MAX, TABLES_API, type Person } from '@/features/tables/api';
import { routePath } from '../path';
import { notFound } from '../problems';
import { defineRoute, type AnyRoute, rowsRoute } from '../route';
import { defineArea, defineTable } from '../store';
import { generatePeople, seedPeople } from './seed';

/** People: their ids are whole numbers (the DTO's). */
export const peopleTable = defineTable<Person>({
  name: 'people',
  area: 'tables',
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
});

export const tablesArea = defineArea({
  name: 'tables',
  tables: [peopleTable],
  seed: () => ({ people: seedPeople() }),
});

/** The last large set made (the same `count` is asked again and again). */
let large: { count: number; rows: Person[] } | null = null;

const COUNT = `count must be a whole number from 1 to ${LARGE_MAX}`;
const IDS = 'ids must be a non-empty list of whole numbers';

export const tablesRoutes: AnyRoute[] = [
  // Every person: the advanced table sorts and filters them.
  rowsRoute(routePath(TABLES_API.people), peopleTable),
  defineRoute({
    method: 'get',
    path: routePath(TABLES_API.largePeople),
    query: {
      schema: z.object({
        count: z.optional(
          z.pipe(
            z.string().check(z.regex(/^\d+$/, COUNT)),
            z.pipe(
              z.transform(Number),
              z.number().check(z.minimum(1, COUNT), z.maximum(LARGE_MAX, COUNT)),
            ),
          ),
        ),
      }),
    },
    handle({ query }) {
      const count = query.count ?? LARGE_MAX;
      if (large?.count !== count) large = { count, rows: generatePeople(count) };
      return large.rows;
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(TABLES_API.bulkDelete),
    body: z.object({
      ids: z.array(z.int({ error: IDS }), { error: IDS }).check(z.minLength(1, IDS)),
    }),
    async handle({ table, body }) {
      const people = table(peopleTable);
      const { items } = await people.list({
        where: [{ column: 'id', op: 'in', values: body.ids }],
      });
      if (items.length === 0) throw notFound('None of these people exist');
      for (const person of items) await people.remove(person.id);
      return { removed: items.map((p) => p.id) };
    },
  }),
];
