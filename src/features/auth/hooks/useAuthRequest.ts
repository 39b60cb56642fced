import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  authFormOpened,
  selectAuthError,
  selectAuthRequest,
  selectAuthStatus,
  type AuthRequest,
} from '../authSlice';

/**
 * Where the auth request of one kind stands (the slice holds one request at a time): under
 * way, done, failed; its error, or null when the last request was another kind.
 */
export function useAuthRequest(kind: AuthRequest) {
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const mine = request === kind;
  return {
    loading: mine && status === 'loading',
    succeeded: mine && status === 'succeeded',
    failed: mine && status === 'failed',
    error: mine ? error : null,
  };
}

/** An auth form page was opened: the last page's request (and its error) is forgotten. */
export function useAuthFormOpened() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(authFormOpened());
  }, [dispatch]);
}
