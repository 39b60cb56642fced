/** The forms API (docs/api/forms.md): submissions checked on the server, uploads, editor drafts. */
import * as z from 'zod/mini';
import {
  EDITOR_IDS,
  editorDraftBody,
  editorDraftSchema,
  FORMS_API,
  signupBody,
  submissionSchema,
  UPLOAD_LIMITS,
  uploadedFileSchema,
  wizardBody,
  type EditorDraft,
  type EditorId,
  type Submission,
  type UploadedFile,
} from '@/contract/forms';
import { routePath } from '../path';
import { ApiProblem, invalid, notFound } from '../problems';
import { defineRoute, multipartRoute, type AnyRoute } from '../route';
import { defineArea, defineTable } from '../store';
import { seedDrafts } from './seed';

/** A saved editor draft; the id is the editor (`rich`, `markdown`). */
export type DraftRow = EditorDraft & { id: EditorId };

export const draftsTable = defineTable<DraftRow>({
  name: 'form_drafts',
  area: 'forms',
  columns: { id: 'text', content: 'text', savedAt: 'timestamp' },
  indexes: [],
});

export const formsArea = defineArea({
  name: 'forms',
  tables: [draftsTable],
  seed: () => ({
    form_drafts: Object.entries(seedDrafts()).map(([id, draft]) => ({ id, ...draft })),
  }),
});

const EDITORS: readonly string[] = EDITOR_IDS;

/** A random id for a submission (no storage: the demo only acknowledges). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const submissionId = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) =>
    ALPHABET.charAt(b % ALPHABET.length),
  ).join('');

const received = (now: number): Submission => ({
  id: submissionId(),
  receivedAt: new Date(now).toISOString(),
});
const draft = routePath((editor: string) => FORMS_API.editorDraft(editor as EditorId), 'editor');

export const formsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: routePath(FORMS_API.signups),
    body: signupBody,
    response: submissionSchema,
    handle: ({ now }) => received(now),
  }),
  defineRoute({
    method: 'post',
    path: routePath(FORMS_API.wizard),
    body: wizardBody,
    response: submissionSchema,
    handle: ({ now }) => received(now),
  }),
  multipartRoute({
    method: 'post',
    path: routePath(FORMS_API.uploads),
    response: uploadedFileSchema,
    upload: {
      fields: ['file'],
      maxFiles: 1,
      fileBytes: UPLOAD_LIMITS.maxSize,
      tooLarge: (name) => {
        const message = `${name} is larger than 5 MB`;
        return new ApiProblem(413, { message, fields: { file: message } });
      },
      // The type first, so a refused file is never read; its bytes are counted, not kept.
      check: ({ name, type }) =>
        (UPLOAD_LIMITS.types as readonly string[]).includes(type)
          ? null
          : invalid({ file: `${name || 'file'}: only images and PDF files are accepted` }),
    },
    handle({ body: form }): UploadedFile {
      if (!form)
        throw invalid({ file: 'send the file as multipart/form-data in the field "file"' });
      const file = form.files.find((part) => part.field === 'file');
      if (!file) throw invalid({ file: 'no file in the field "file"' });
      const name = file.name || 'file';
      return { id: submissionId(), name, size: file.size, type: file.type };
    },
  }),
  defineRoute({
    method: 'get',
    path: draft,
    response: z.nullable(editorDraftSchema),
    async handle({ table, params }) {
      if (!EDITORS.includes(params.editor ?? '')) throw notFound('No such editor');
      const found = await table(draftsTable).get(params.editor as EditorId);
      // No draft yet is an answer, not an error: 200 with null (a 404 would also be logged
      // by the browser as a failed request on every first visit).
      return found ? { content: found.content, savedAt: found.savedAt } : null;
    },
  }),
  defineRoute({
    method: 'put',
    path: draft,
    body: editorDraftBody,
    response: editorDraftSchema,
    async handle({ table, params, body, now }) {
      if (!EDITORS.includes(params.editor ?? '')) throw notFound('No such editor');
      const editor = params.editor as EditorId;
      const saved: EditorDraft = { content: body.content, savedAt: new Date(now).toISOString() };
      const drafts = table(draftsTable);
      if (!(await drafts.update(editor, saved))) await drafts.insert({ id: editor, ...saved });
      return saved;
    },
  }),
];
