import { get, post, put } from '@/lib/client';
import { defineRequest } from '@/lib/request';
import { idleRequest, idleWrite } from '@/lib/requestState';
import { FORMS_API, type EditorDraft, type EditorId, type Submission } from '@/contract/forms';
import type { DraftState, FormId, FormsState, SubmissionState } from './formsSlice';

export const idleSubmission = (): SubmissionState => ({ ...idleWrite(), result: null });
export const idleDraft = (): DraftState => ({
  content: null,
  savedAt: null,
  request: idleRequest(),
  save: idleWrite(),
});
const submission = (state: FormsState, form: FormId) =>
  (state.submissions[form] ??= idleSubmission());
export const draftOf = (state: FormsState, editor: EditorId) =>
  (state.drafts[editor] ??= idleDraft());

/** A form's submit, each form with its own write (its 422 beside its fields). */
export const submitForm = defineRequest('forms/submit', {
  write: (state: FormsState, { form }: { form: FormId; url: string; body: object }) =>
    submission(state, form),
  call: ({ url, body }) => post<Submission>(url, body),
  succeeded: (state, result, { form }) => void (submission(state, form).result = result),
});

/** An editor's saved draft; the editors read side by side. */
export const readDraft = defineRequest('forms/draft', {
  read: (state: FormsState, editor: EditorId) => draftOf(state, editor).request,
  call: (editor) => get<EditorDraft | null>(FORMS_API.editorDraft(editor)),
  empty: null, // nothing saved yet
  loaded: (state, saved, editor) =>
    void Object.assign(draftOf(state, editor), {
      content: saved?.content ?? null,
      savedAt: saved?.savedAt ?? null,
    }),
  every: true,
});

/** Autosave: the saga asks for it once the typing pauses (`draftChanged` stored the text). */
export const saveDraft = defineRequest('forms/saveDraft', {
  write: (state: FormsState, { editor }: { editor: EditorId; content: string }) =>
    draftOf(state, editor).save,
  call: ({ editor, content }) => put<EditorDraft>(FORMS_API.editorDraft(editor), { content }),
  succeeded: (state, { savedAt }, { editor }) => void (draftOf(state, editor).savedAt = savedAt),
});

export const formsRequests = [submitForm, readDraft, saveDraft];
