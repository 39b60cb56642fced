/** The forms part of the demo API (docs/api/forms.md): demo submissions, uploads, editor drafts. */
export const FORMS_API = {
  /** POST SignupBody → Submission; 422 when the username is taken ("admin", "root", ...) */
  signups: 'api/forms/signups',
  /** POST WizardBody → Submission */
  wizard: 'api/forms/wizard',
  /** POST multipart `file` → UploadedFile; 422 beyond the limits below */
  uploads: 'api/forms/uploads',
  /** GET → EditorDraft (404 when none); PUT { content } → EditorDraft */
  editorDraft: (editor: EditorId) => `api/forms/editor-drafts/${editor}`,
} as const;

export type EditorId = 'rich' | 'markdown';

export interface SignupBody {
  username: string;
  email: string;
  website: string;
  age: number;
  password: string;
}

export interface WizardBody {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface Submission {
  id: string;
  receivedAt: string;
}

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface EditorDraft {
  content: string;
  savedAt: string;
}

/** Upload limits, checked by the drop zone and again by the server. */
export const UPLOAD_LIMITS = {
  maxSize: 5 * 1024 * 1024,
  maxFiles: 10,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
} as const;

/** Usernames the demo server answers "taken" for. */
export const TAKEN_USERNAMES = ['admin', 'root', 'shreyu'];
