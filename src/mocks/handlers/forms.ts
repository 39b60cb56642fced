import { http, HttpResponse } from 'msw';
import {
  FORMS_API,
  TAKEN_USERNAMES,
  UPLOAD_LIMITS,
  type EditorDraft,
  type EditorId,
  type Submission,
  type UploadedFile,
} from '@/features/forms/api';
import { apiUrl } from '../apiBase';
import { seedDrafts } from '../fixtures/forms';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';
import { defineUserCollection, randomId, withUserData } from '../db';

const path = (url: string) => url.replace(/^api\//, '');
const EDITORS: EditorId[] = ['rich', 'markdown'];
const MAX_DRAFT = 200_000;

export const draftsCollection = defineUserCollection<Partial<Record<EditorId, EditorDraft>>>({
  name: 'forms_drafts',
  version: 1,
  seed: () => seedDrafts(),
  isValid: (entry): entry is Partial<Record<EditorId, EditorDraft>> =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry),
});

const received = (): Submission => ({ id: randomId(12), receivedAt: new Date().toISOString() });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The forms part of the demo API (docs/api/forms.md). */
export const formsEndpoints: ApiEndpoint[] = [
  apiEndpoint('post', path(FORMS_API.signups), async ({ request }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    const username = text(body.username);
    if (!/^[a-z0-9_.-]{3,20}$/i.test(username))
      fields.username = 'username must be 3 to 20 letters, digits, ".", "_" or "-"';
    else if (TAKEN_USERNAMES.includes(username.toLowerCase()))
      fields.username = 'This username is already taken';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(body.email))) fields.email = 'email is not valid';
    const age = body.age;
    if (typeof age !== 'number' || !Number.isInteger(age) || age < 18 || age > 120)
      fields.age = 'age must be 18 to 120';
    if (typeof body.password !== 'string' || body.password.length < 8)
      fields.password = 'password must have 8 characters or more';
    if (Object.keys(fields).length > 0) return invalid(fields);
    return received();
  }),
  apiEndpoint('post', path(FORMS_API.wizard), async ({ request }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(body.email))) fields.email = 'email is not valid';
    if (!text(body.firstName)) fields.firstName = 'firstName is required';
    if (!text(body.lastName)) fields.lastName = 'lastName is required';
    if (Object.keys(fields).length > 0) return invalid(fields);
    return received();
  }),
  apiEndpoint('post', path(FORMS_API.uploads), async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalid({ file: 'send the file as multipart/form-data in the field "file"' });
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return invalid({ file: 'no file in the field "file"' });
    const name = file instanceof File ? file.name : 'file';
    if (file.size > UPLOAD_LIMITS.maxSize) return invalid({ file: `${name} is larger than 5 MB` });
    if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) {
      return invalid({ file: `${name}: only images and PDF files are accepted` });
    }
    const stored: UploadedFile = { id: randomId(12), name, size: file.size, type: file.type };
    return stored;
  }),
  apiEndpoint('get', path(FORMS_API.editorDraft(':editor' as EditorId)), ({ caller, params }) => {
    const editor = params.editor as EditorId;
    if (!EDITORS.includes(editor)) return notFound('No such editor');
    return withUserData(
      draftsCollection,
      caller.uid,
      // No draft yet is an answer, not an error: 200 with null (a 404 would also be logged
      // by the browser as a failed request on every first visit).
      (drafts) => drafts[editor] ?? HttpResponse.json(null),
    );
  }),
  apiEndpoint(
    'put',
    path(FORMS_API.editorDraft(':editor' as EditorId)),
    async ({ caller, params, request }) => {
      const editor = params.editor as EditorId;
      if (!EDITORS.includes(editor)) return notFound('No such editor');
      const body = (await readJson(request)) as { content?: unknown } | null;
      if (typeof body?.content !== 'string' || body.content.length > MAX_DRAFT) {
        return invalid({ content: `content must be text of at most ${MAX_DRAFT} characters` });
      }
      const content = body.content;
      return withUserData(draftsCollection, caller.uid, (drafts) => {
        const saved: EditorDraft = { content, savedAt: new Date().toISOString() };
        drafts[editor] = saved;
        return saved;
      });
    },
  ),
];

/** Uploads that never finish until the request is aborted: lets a person (or test) cancel one. */
export const uploadHangs = http.post(apiUrl(path(FORMS_API.uploads)), async ({ request }) => {
  await new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    request.signal.addEventListener('abort', () => resolve());
  });
  return HttpResponse.error();
});

/** The server fails an upload. */
export const uploadFails = http.post(apiUrl(path(FORMS_API.uploads)), () =>
  HttpResponse.json({ message: 'Storage is full' }, { status: 507 }),
);
