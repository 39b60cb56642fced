import { getContext } from 'redux-saga/effects';
import type { Services } from '@/services/types';

/**
 * The backends, from saga context, typed: `const { http } = yield* getServices();`.
 * The one place that states what the context holds (set by app/store.ts).
 */
export function* getServices(): Generator<ReturnType<typeof getContext>, Services, unknown> {
  return (yield getContext('services')) as Services;
}
