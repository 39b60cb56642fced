import { http, HttpResponse } from 'msw';
import { LARGE_MAX, TABLES_API, type Person } from '@/features/tables/api';
import { apiUrl } from '../apiBase';
import { generatePeople, seedPeople } from '../fixtures/tables';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';
import { defineUserCollection, withUserData } from '../db';

const path = (url: string) => url.replace(/^api\//, '');

const isPerson = (value: unknown): value is Person =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Person).id === 'number' &&
  typeof (value as Person).name === 'string';

export const peopleCollection = defineUserCollection<Person[]>({
  name: 'tables_people',
  version: 1,
  seed: () => seedPeople(),
  isValid: (entry): entry is Person[] => Array.isArray(entry) && entry.every(isPerson),
});

let large: { count: number; rows: Person[] } | null = null;

/** The tables part of the demo API (docs/api/tables.md). */
export const tablesEndpoints: ApiEndpoint[] = [
  apiEndpoint('get', path(TABLES_API.people), ({ caller }) =>
    withUserData(peopleCollection, caller.uid, (people) => people),
  ),
  apiEndpoint('get', path(TABLES_API.largePeople), ({ url }) => {
    const raw = url.searchParams.get('count') ?? String(LARGE_MAX);
    const count = Number(raw);
    if (!/^\d+$/.test(raw) || count < 1 || count > LARGE_MAX) {
      return invalid({ count: `count must be a whole number from 1 to ${LARGE_MAX}` });
    }
    if (large?.count !== count) large = { count, rows: generatePeople(count) };
    return large.rows;
  }),
  apiEndpoint('post', path(TABLES_API.bulkDelete), async ({ caller, request }) => {
    const body = (await readJson(request)) as { ids?: unknown } | null;
    const ids = body?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) {
      return invalid({ ids: 'ids must be a non-empty list of whole numbers' });
    }
    return withUserData(peopleCollection, caller.uid, (people) => {
      const wanted = new Set(ids as number[]);
      const removed = people.filter((p) => wanted.has(p.id)).map((p) => p.id);
      if (removed.length === 0) return notFound('None of these people exist');
      const kept = people.filter((p) => !wanted.has(p.id));
      people.splice(0, people.length, ...kept);
      return { removed };
    });
  }),
];

/** A bulk delete the server refuses (the rows come back with a message). */
export const bulkDeleteFails = http.post(apiUrl(path(TABLES_API.bulkDelete)), () =>
  HttpResponse.json({ message: 'People cannot be deleted right now' }, { status: 500 }),
);
