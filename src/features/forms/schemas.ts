import * as z from 'zod/mini';

// Messages are i18n keys (forms.errors.*): the form translates them when it shows them.
const trimmed = (min: number, key: string) =>
  z.string().check(z.trim(), z.minLength(min, { error: key }));
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'forms.errors.required' }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'forms.errors.email' }),
  );

export const signupSchema = z
  .object({
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'forms.errors.required' }),
        z.regex(/^[a-z0-9_.-]{3,20}$/i, { error: 'forms.errors.username' }),
      ),
    email,
    website: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'forms.errors.required' }),
      z.refine(
        (value) => {
          try {
            const url = new URL(value);
            return url.protocol === 'https:' || url.protocol === 'http:';
          } catch {
            return false;
          }
        },
        { error: 'forms.errors.url' },
      ),
    ),
    age: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'forms.errors.required' }),
      z.regex(/^\d+$/, { error: 'forms.errors.number' }),
      z.refine((value) => Number(value) >= 18 && Number(value) <= 120, {
        error: 'forms.errors.ageRange',
      }),
    ),
    password: z
      .string()
      .check(
        z.minLength(1, { error: 'forms.errors.required' }),
        z.minLength(8, { error: 'forms.errors.passwordLength' }),
        z.regex(/[A-Z]/, { error: 'forms.errors.passwordUpper' }),
        z.regex(/\d/, { error: 'forms.errors.passwordDigit' }),
      ),
    confirmPassword: z.string().check(z.minLength(1, { error: 'forms.errors.required' })),
    terms: z.boolean().check(z.refine((accepted) => accepted, { error: 'forms.errors.terms' })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: 'forms.errors.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );
export type SignupValues = z.infer<typeof signupSchema>;

/** The wizard's steps: each is checked before the next one opens. */
export const accountStep = z
  .object({
    email,
    password: z
      .string()
      .check(
        z.minLength(1, { error: 'forms.errors.required' }),
        z.minLength(8, { error: 'forms.errors.passwordLength' }),
      ),
    confirmPassword: z.string().check(z.minLength(1, { error: 'forms.errors.required' })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: 'forms.errors.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );
export const profileStep = z.object({
  firstName: trimmed(1, 'forms.errors.required'),
  lastName: trimmed(1, 'forms.errors.required'),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^\+?[\d\s()-]{6,20}$/.test(value), {
      error: 'forms.errors.phone',
    }),
  ),
});
export const finishStep = z.object({
  accept: z.boolean().check(z.refine((accepted) => accepted, { error: 'forms.errors.terms' })),
});

export type AccountValues = z.infer<typeof accountStep>;
export type ProfileValues = z.infer<typeof profileStep>;
export type FinishValues = z.infer<typeof finishStep>;
export type WizardValues = AccountValues & ProfileValues & FinishValues;
