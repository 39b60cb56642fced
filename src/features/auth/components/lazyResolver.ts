import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import type { FormName } from '../validation';

/** The forms' validation (zod and the schemas): once per page, or again after a failed load. */
const validation = onceUntilFailed(
  () => import(/* webpackChunkName: "auth-validation" */ '../validation'),
);

/** Starts loading the forms' validation; a failure shows when a form is sent. */
export function preloadValidation(): void {
  validation().catch(() => undefined);
}

/**
 * The resolver of one auth form, loaded on first use. The sign-in pages paint and hydrate
 * without zod; the form calls `preloadValidation` on the visitor's first focus or press, so
 * the code is there by the time the form is sent (a submit before that waits for it).
 */
function lazyResolver<Values extends FieldValues>(form: FormName): Resolver<Values> {
  return async (values, context, options) => {
    const loaded = await validation();
    // Each form passes its own name: the resolver matches its values' type.
    const resolve = loaded.resolvers[form] as unknown as Resolver<Values>;
    return resolve(values, context, options);
  };
}

/** react-hook-form on one auth form's schema, loaded on first use (`lazyResolver`). */
export function useAuthForm<Values extends FieldValues>(
  form: FormName,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values>({ resolver: lazyResolver<Values>(form), defaultValues });
}

/** Props for a form element: its first focus or press starts loading the validation. */
export const loadsValidation = {
  onFocus: preloadValidation,
  onPointerDown: preloadValidation,
} as const;
