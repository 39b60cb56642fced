/** The tables API (docs/api/tables.md): people, kept per user; a large generated set. */
import * as z from 'zod/mini';
import {
  bulkDeleteBody,
  bulkDeleteResultSchema,
  LARGE_MAX,
  largePeopleQuery,
  personSchema,
  TABLES_API,
  type Person,
} from '@/contract/tables';
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

export const tablesRoutes: AnyRoute[] = [
  // Every person: the advanced table sorts and filters them.
  rowsRoute(routePath(TABLES_API.people), peopleTable, personSchema),
  defineRoute({
    method: 'get',
    path: routePath(TABLES_API.largePeople),
    query: { schema: largePeopleQuery },
    response: z.array(personSchema),
    handle({ query }) {
      const count = query.count ?? LARGE_MAX;
      if (large?.count !== count) large = { count, rows: generatePeople(count) };
      return large.rows;
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(TABLES_API.bulkDelete),
    body: bulkDeleteBody,
    response: bulkDeleteResultSchema,
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
