/**
 * The tables API in the demo backend: the routes of src/backend/tables on the browser
 * collection `shreyu_demo_tables_people` (version 1: each user's `Person[]`).
 */
import { http, HttpResponse } from 'msw';
import { TABLES_API, type Person } from '@/contract/tables';
import { routePath } from '@/backend/path';
import { tablesArea, tablesRoutes } from '@/backend/tables/routes';
import { apiUrl } from '../apiBase';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db';

const isPerson = hasFields<Person>({ id: 'number', name: 'string' });

export const peopleCollection = defineUserCollection<Person[]>({
  name: 'tables_people',
  version: 1,
  seed: ({ uid, now }) => tablesArea.seed(uid, now).people as Person[],
  isValid: (entry): entry is Person[] => Array.isArray(entry) && entry.every(isPerson),
});

// The entry is the list itself; people are never added, so no id counter.
bindArea(tablesArea, peopleCollection, {
  rows: (entry) => entry,
  nextId: () => {
    throw new Error('The tables demo adds no people');
  },
});

/** The tables part of the demo API (docs/api/tables.md). */
export const tablesEndpoints: ApiEndpoint[] = routeEndpoints(tablesRoutes);

/** A bulk delete the server refuses (the rows come back with a message). */
export const bulkDeleteFails = http.post(apiUrl(routePath(TABLES_API.bulkDelete)), () =>
  HttpResponse.json({ message: 'People cannot be deleted right now' }, { status: 500 }),
);
