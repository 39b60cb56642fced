/**
 * The forms API in the demo backend: the routes of src/backend/forms; editor drafts on the
 * browser collection `shreyu_demo_forms_drafts` (version 1: `{ rich?, markdown? }` per user).
 */
import { http, HttpResponse } from 'msw';
import { FORMS_API, type EditorDraft, type EditorId } from '@/contract/forms';
import { routePath } from '@/backend/path';
import { formsArea, formsRoutes, type DraftRow } from '@/backend/forms/routes';
import { apiUrl } from '../apiBase';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection } from '../db';

type Drafts = Partial<Record<EditorId, EditorDraft>>;

export const draftsCollection = defineUserCollection<Drafts>({
  name: 'forms_drafts',
  version: 1,
  seed: ({ uid, now }) =>
    Object.fromEntries(
      (formsArea.seed(uid, now).form_drafts as DraftRow[]).map(({ id, ...draft }) => [id, draft]),
    ),
  isValid: (entry): entry is Drafts =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry),
});

// The drafts stay a map by editor in the saved data: rows are a copy, written back.
bindArea(formsArea, draftsCollection, {
  rows: (entry) => {
    const rows = Object.entries(entry).map(([id, draft]) => ({ id, ...draft }) as DraftRow);
    return {
      rows,
      written: () => {
        for (const key of Object.keys(entry)) delete entry[key as EditorId];
        for (const { id, content, savedAt } of rows) entry[id] = { content, savedAt };
      },
    };
  },
  nextId: () => {
    throw new Error('Editor drafts are keyed by editor');
  },
});

/** The forms part of the demo API (docs/api/forms.md). */
export const formsEndpoints: ApiEndpoint[] = routeEndpoints(formsRoutes);

const uploads = apiUrl(routePath(FORMS_API.uploads));

/** Uploads that never finish until the request is aborted: lets a person (or test) cancel one. */
export const uploadHangs = http.post(uploads, async ({ request }) => {
  await new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    request.signal.addEventListener('abort', () => resolve());
  });
  return HttpResponse.error();
});

/** The server fails an upload. */
export const uploadFails = http.post(uploads, () =>
  HttpResponse.json({ message: 'Storage is full' }, { status: 507 }),
);
