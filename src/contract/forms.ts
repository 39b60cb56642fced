/**
 * The forms part of the API (docs/api/forms.md): demo submissions, uploads, editor drafts;
 * paths, the request and answer schemas, the types inferred from them and the limits.
 */
import * as z from 'zod/mini';
import { EDITOR_IDS, MAX_DRAFT, TAKEN_USERNAMES } from './forms.plain';

// Apart, so a page importing only these downloads no zod (see forms.plain.ts).
export {
  EDITOR_IDS,
  FORMS_API,
  MAX_DRAFT,
  TAKEN_USERNAMES,
  UPLOAD_LIMITS,
  type EditorId,
} from './forms.plain';

export const editorIdSchema = z.enum(EDITOR_IDS);

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

export const submissionSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type Submission = z.infer<typeof submissionSchema>;

/** What an upload answers: the stored file. */
export { storedFileSchema as uploadedFileSchema, type StoredFile as UploadedFile } from './common';

export const editorDraftSchema = z.object({ content: z.string(), savedAt: z.string() });
export type EditorDraft = z.infer<typeof editorDraftSchema>;

// ---- what the routes accept, with the contract's 422 messages --------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A body checked by `check`, which names each invalid field. */
const checked = (check: (raw: Record<string, unknown>) => Record<string, string>) =>
  z.pipe(
    z.unknown(),
    z.transform((body, ctx) => {
      const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      for (const [field, message] of Object.entries(check(raw))) {
        ctx.issues.push({ code: 'custom', message, path: [field], input: body });
      }
      return raw;
    }),
  );

/** POST api/forms/signups */
export const signupBody = checked((body) => {
  const fields: Record<string, string> = {};
  const username = text(body.username);
  if (!/^[a-z0-9_.-]{3,20}$/i.test(username))
    fields.username = 'username must be 3 to 20 letters, digits, ".", "_" or "-"';
  else if (TAKEN_USERNAMES.includes(username.toLowerCase()))
    fields.username = 'This username is already taken';
  if (!EMAIL.test(text(body.email))) fields.email = 'email is not valid';
  const age = body.age;
  if (typeof age !== 'number' || !Number.isInteger(age) || age < 18 || age > 120)
    fields.age = 'age must be 18 to 120';
  if (typeof body.password !== 'string' || body.password.length < 8)
    fields.password = 'password must have 8 characters or more';
  return fields;
});

/** POST api/forms/wizard */
export const wizardBody = checked((body) => {
  const fields: Record<string, string> = {};
  if (!EMAIL.test(text(body.email))) fields.email = 'email is not valid';
  if (!text(body.firstName)) fields.firstName = 'firstName is required';
  if (!text(body.lastName)) fields.lastName = 'lastName is required';
  return fields;
});

/** PUT api/forms/editor-drafts/:editor */
export const editorDraftBody = z.object({
  content: z
    .string({ error: `content must be text of at most ${MAX_DRAFT} characters` })
    .check(z.maxLength(MAX_DRAFT, `content must be text of at most ${MAX_DRAFT} characters`)),
});
