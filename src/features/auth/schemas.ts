import { z } from 'zod';

// Messages are i18n keys: the form translates them when it shows them.
const email = z.string().trim().min(1, 'auth.validation.required').pipe(z.email('auth.validation.email'));
const password = z.string().min(1, 'auth.validation.required').min(6, 'auth.validation.passwordMin');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'auth.validation.required'),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'auth.validation.required'),
    email,
    password,
    confirmPassword: z.string().min(1, 'auth.validation.required'),
    terms: z.boolean().refine((accepted) => accepted, 'auth.validation.terms'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'auth.validation.passwordsMatch',
    path: ['confirmPassword'],
  });
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const passwordSchema = z.object({ password: z.string().min(1, 'auth.validation.required') });
export type PasswordValues = z.infer<typeof passwordSchema>;
