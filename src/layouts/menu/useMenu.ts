import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { MENU } from '@/config/menu';
import { selectShownUser } from '@/features/auth';
import { activeTrail, filterMenu } from './menuModel';

/** The menu the signed-in user may see, and the keys leading to the route's entry. */
export function useMenu() {
  const role = useAppSelector(selectShownUser)?.role ?? null;
  const { pathname } = useLocation();
  const sections = useMemo(() => filterMenu(MENU, role), [role]);
  const trail = useMemo(() => activeTrail(sections, pathname), [sections, pathname]);
  return { sections, trail, pathname };
}
