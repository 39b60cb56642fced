import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { leftMenuClosed, selectLeftMenuOpen } from '@/features/layout';
import { MENU_ID } from './parts/ids';

/**
 * The small-screen menu overlay: Escape and navigation close it. Opening moves the focus
 * into the menu; Escape gives it back to the toggle button.
 */
export function useOverlayMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLeftMenuOpen);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    dispatch(leftMenuClosed());
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    document.getElementById(MENU_ID)?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(leftMenuClosed());
      document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  return { open, close: () => dispatch(leftMenuClosed()) };
}
