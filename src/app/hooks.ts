import { useCallback, useDeferredValue, useEffect } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** The only typed hooks: components never use the raw react-redux ones (ESLint enforces it). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A selected value that a large part of the page renders from. react-redux renders a store
 * update at once and in one piece (one long task when it mounts a page, or draws a widget's
 * data); this deferred copy lets React render that work in slices the browser can paint and
 * answer input between. Memoise what is drawn from it, so the urgent render skips it.
 */
export function useDeferredSelector<T>(selector: (state: RootState) => T): T {
  return useDeferredValue(useAppSelector(selector));
}

/**
 * Asks for a declared read (`defineRequest`) as the component mounts, and again when its
 * payload changes; returns that ask, for its AsyncView's "Try again" (`onRetry`).
 */
export function useRead(read: { requested: () => Action }): () => void;
export function useRead<P>(read: { requested: (payload: P) => Action }, payload: P): () => void;
export function useRead<P>(read: { requested: (payload?: P) => Action }, payload?: P) {
  const dispatch = useAppDispatch();
  const ask = useCallback(() => void dispatch(read.requested(payload)), [dispatch, read, payload]);
  useEffect(() => ask(), [ask]);
  return ask;
}
