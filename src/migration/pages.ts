import { canOpen, type PageEntry } from '@/config/pages';

/** A role route is a registry entry with `roles`: the guard, the menu and search obey it. */
export const reportsPage = {
  path: '/apps/reports',
  titleKey: 'pages.apps.reports',
  sectionKey: 'pages.sections.apps',
  layout: 'dashboard',
  roles: ['Admin'],
} as const satisfies PageEntry;

export const memberMaySee = canOpen(reportsPage, 'user'); // false
