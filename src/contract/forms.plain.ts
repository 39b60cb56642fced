/**
 * The forms contract's paths and constants, without a schema: re-exported by `forms.ts`;
 * apart so that a page importing only these never downloads zod.
 */
export const EDITOR_IDS = ['rich', 'markdown'] as const;
export type EditorId = (typeof EDITOR_IDS)[number];

export const FORMS_API = {
  /** POST SignupBody → Submission; 422 when the username is taken ("admin", "root", ...) */
  signups: 'api/forms/signups',
  /** POST WizardBody → Submission */
  wizard: 'api/forms/wizard',
  /** POST multipart `file` → UploadedFile; 422 beyond the limits below */
  uploads: 'api/forms/uploads',
  /** GET → EditorDraft, or null when none (404 for an unknown editor); PUT { content } → EditorDraft */
  editorDraft: (editor: EditorId) => `api/forms/editor-drafts/${editor}`,
} as const;

/** Upload limits, checked by the drop zone and again by the server. */
export const UPLOAD_LIMITS = {
  maxSize: 5 * 1024 * 1024,
  maxFiles: 10,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
} as const;

/** Usernames the demo server answers "taken" for. */
export const TAKEN_USERNAMES = ['admin', 'root', 'shreyu'];

export const MAX_DRAFT = 200_000;
