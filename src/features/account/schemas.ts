import * as z from 'zod/mini';

// Messages are i18n keys; the forms translate them.
export const nameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'account.profile.validation.required' }),
      z.maxLength(100, { error: 'account.profile.validation.max' }),
    ),
});
export type NameValues = z.infer<typeof nameSchema>;

const required = z
  .string()
  .check(z.minLength(1, { error: 'account.password.validation.required' }));

export const passwordSchema = z
  .object({
    current: required,
    next: z
      .string()
      .check(
        z.minLength(1, { error: 'account.password.validation.required' }),
        z.minLength(6, { error: 'account.password.validation.min' }),
      ),
    confirm: required,
  })
  .check(
    z.refine((v) => v.next === v.confirm, {
      error: 'account.password.validation.match',
      path: ['confirm'],
    }),
    z.refine((v) => v.next === '' || v.next !== v.current, {
      error: 'account.password.validation.same',
      path: ['next'],
    }),
  );
export type PasswordValues = z.infer<typeof passwordSchema>;
