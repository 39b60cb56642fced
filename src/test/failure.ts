import type { AppError } from '@/services/errors';

/** The AppError a port call rejects with; fails the test when the call succeeds instead. */
export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}
