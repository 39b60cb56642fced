// zod/mini: the same validation as classic zod at a fraction of the bytes, on the pages
// where the login budget counts every kilobyte.
import * as z from 'zod/mini';

// Messages are i18n keys: the form translates them when it shows them.
const required = (message = 'auth.validation.required') =>
  z.string().check(z.trim(), z.minLength(1, { error: message }));

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'auth.validation.required' }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'auth.validation.email' }),
  );
const password = z
  .string()
  .check(
    z.minLength(1, { error: 'auth.validation.required' }),
    z.minLength(6, { error: 'auth.validation.passwordMin' }),
  );

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: 'auth.validation.required' })),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: required(),
    email,
    password,
    confirmPassword: z.string().check(z.minLength(1, { error: 'auth.validation.required' })),
    terms: z.boolean().check(z.refine((accepted) => accepted, { error: 'auth.validation.terms' })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: 'auth.validation.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const passwordSchema = z.object({
  password: z.string().check(z.minLength(1, { error: 'auth.validation.required' })),
});
export type PasswordValues = z.infer<typeof passwordSchema>;

/** The new password of a reset link, twice. */
export const newPasswordSchema = z
  .object({
    password,
    confirmPassword: z.string().check(z.minLength(1, { error: 'auth.validation.required' })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: 'auth.validation.passwordsMatch',
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
