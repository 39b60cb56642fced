import { getContext } from 'typed-redux-saga';
import type { Services } from '@/services/types';

/**
 * The backends, from saga context, typed: `const { http } = yield* getServices();`.
 * The one place that states what the context holds (set by app/store.ts).
 */
export const getServices = () => getContext<Services>('services');
