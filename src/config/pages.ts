/**
 * The page registry: one entry per page. Routes, role guards, the menu, breadcrumbs, the
 * top-bar search and `document.title` are all derived from it (app/routes/routeTable.tsx
 * maps each id to its lazy loader with `satisfies Record<PageId, ...>`).
 *
 * Adding a page: the page file, one entry here, its title in the two `pages.json` locales.
 */
import type { Role } from '@/services/types';
import type { MenuBadge, MenuParentKey, PageIconName } from './menu';

/** Which layout frames the page. */
export type PageLayout = 'dashboard' | 'auth' | 'standalone';

export interface MenuPlacement {
  /** A menu group or section (config/menu.ts) the link goes in; order follows this file. */
  parent: MenuParentKey;
  /** The menu's label when it differs from the page title. */
  labelKey?: string;
  /** An icon of config/menu.ts (by name: the registry is on every page, the icons are not). */
  icon?: PageIconName;
  badge?: MenuBadge;
}

export interface PageEntry {
  /** The page's link (relative to the router's basename). */
  path: string;
  /** An optional last segment: `id` gives the route `${path}/:id?` (the link opens the default). */
  param?: string;
  titleKey: string;
  /** The breadcrumb's first step. */
  sectionKey?: string;
  layout: PageLayout;
  /** Only these roles may open it (and see it in the menu); everyone signed in when absent. */
  roles?: readonly Role[];
  menu?: MenuPlacement;
  /**
   * The page has data features (its module's `features`, which talk to the API): the HTTP
   * helper and the backend it waits for start as its code is asked for, not after it arrives.
   */
  data?: true;
}

const ADMIN: readonly Role[] = ['Admin'];
const APPS = 'pages.sections.apps';

export const PAGES = {
  'dashboard-ecommerce': {
    path: '/dashboard/ecommerce',
    titleKey: 'pages.dashboard.ecommerce',
    sectionKey: 'pages.sections.dashboards',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'dashboards' },
  },
  'dashboard-analytics': {
    path: '/dashboard/analytics',
    titleKey: 'pages.dashboard.analytics',
    sectionKey: 'pages.sections.dashboards',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'dashboards' },
  },
  'apps-calendar': {
    path: '/apps/calendar',
    titleKey: 'pages.apps.calendar',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'section-apps', icon: 'calendar' },
  },
  'apps-chat': {
    path: '/apps/chat',
    titleKey: 'pages.apps.chat',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'section-apps', icon: 'chat' },
  },
  'email-inbox': {
    path: '/apps/email/inbox',
    titleKey: 'pages.apps.emailInbox',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'email-details': {
    path: '/apps/email/details',
    param: 'id',
    titleKey: 'pages.apps.emailDetails',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'email-compose': {
    path: '/apps/email/compose',
    titleKey: 'pages.apps.emailCompose',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'projects-list': {
    path: '/apps/projects/list',
    titleKey: 'pages.apps.projectsList',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'apps-projects', labelKey: 'layout.menu.projectsList' },
  },
  'projects-details': {
    path: '/apps/projects/details',
    param: 'id',
    titleKey: 'pages.apps.projectsDetails',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'apps-projects' },
  },
  'tasks-list': {
    path: '/apps/tasks/list',
    titleKey: 'pages.apps.tasksList',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'apps-tasks' },
  },
  'tasks-kanban': {
    path: '/apps/tasks/kanban',
    titleKey: 'pages.apps.tasksKanban',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'apps-tasks' },
  },
  'apps-file-manager': {
    path: '/apps/file-manager',
    titleKey: 'pages.apps.fileManager',
    sectionKey: APPS,
    layout: 'dashboard',
    data: true,
    menu: { parent: 'section-apps', icon: 'folder' },
  },
  'pages-starter': {
    path: '/pages/starter',
    titleKey: 'pages.pages.starter',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-profile': {
    path: '/pages/profile',
    titleKey: 'pages.pages.profile',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'pages' },
  },
  'pages-activity': {
    path: '/pages/activity',
    titleKey: 'pages.pages.activity',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'pages' },
  },
  'pages-invoice': {
    path: '/pages/invoice',
    param: 'id',
    titleKey: 'pages.pages.invoice',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'pages' },
  },
  'pages-pricing': {
    path: '/pages/pricing',
    titleKey: 'pages.pages.pricing',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'pages' },
  },
  'pages-maintenance': {
    path: '/maintenance',
    titleKey: 'errors.maintenance.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.maintenance' },
  },
  'pages-error-404': {
    path: '/error-404',
    titleKey: 'errors.notFound.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.error404' },
  },
  'pages-error-500': {
    path: '/error-500',
    titleKey: 'errors.serverError.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.error500' },
  },
  'pages-landing': {
    path: '/landing',
    titleKey: 'pages.other.landing',
    layout: 'standalone',
    menu: { parent: 'pages' },
  },
  'access-denied': {
    path: '/access-denied',
    titleKey: 'errors.accessDenied.title',
    layout: 'standalone',
  },
  'components-ui': {
    path: '/components/ui-elements',
    titleKey: 'pages.components.uiElements',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components' },
  },
  'components-widgets': {
    path: '/components/widgets',
    titleKey: 'pages.components.widgets',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components', badge: { variant: 'danger', text: 'Hot' } },
  },
  'components-charts': {
    path: '/components/charts',
    titleKey: 'pages.components.charts',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components' },
  },
  'icons-unicons': {
    path: '/icons/unicons',
    titleKey: 'pages.icons.unicons',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'icons-feather': {
    path: '/icons/feather',
    titleKey: 'pages.icons.feather',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'icons-bootstrap': {
    path: '/icons/bootstrap',
    titleKey: 'pages.icons.bootstrap',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'forms-basic': {
    path: '/forms/basic',
    titleKey: 'pages.forms.basic',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-advanced': {
    path: '/forms/advanced',
    titleKey: 'pages.forms.advanced',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-validation': {
    path: '/forms/validation',
    titleKey: 'pages.forms.validation',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'forms' },
  },
  'forms-wizard': {
    path: '/forms/wizard',
    titleKey: 'pages.forms.wizard',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'forms' },
  },
  'forms-upload': {
    path: '/forms/upload',
    titleKey: 'pages.forms.upload',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'forms' },
  },
  'forms-editors': {
    path: '/forms/editors',
    titleKey: 'pages.forms.editors',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'forms' },
  },
  'tables-basic': {
    path: '/tables/basic',
    titleKey: 'pages.tables.basic',
    sectionKey: 'pages.sections.tables',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'tables' },
  },
  'tables-advanced': {
    path: '/tables/advanced',
    titleKey: 'pages.tables.advanced',
    sectionKey: 'pages.sections.tables',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'tables' },
  },
  'maps-google': {
    path: '/maps/googlemaps',
    titleKey: 'pages.maps.google',
    sectionKey: 'pages.sections.maps',
    layout: 'dashboard',
    menu: { parent: 'maps' },
  },
  'maps-vector': {
    path: '/maps/vectorMaps',
    titleKey: 'pages.maps.vector',
    sectionKey: 'pages.sections.maps',
    layout: 'dashboard',
    data: true,
    menu: { parent: 'maps' },
  },
  'admin-users': {
    path: '/admin/users',
    titleKey: 'pages.admin.users',
    sectionKey: 'pages.sections.administration',
    layout: 'dashboard',
    data: true,
    roles: ADMIN,
    menu: { parent: 'section-admin', icon: 'users' },
  },
  'auth-login': { path: '/auth/login', titleKey: 'auth.login.title', layout: 'auth' },
  'auth-register': { path: '/auth/register', titleKey: 'auth.register.title', layout: 'auth' },
  'auth-confirm': { path: '/auth/confirm', titleKey: 'auth.confirm.title', layout: 'auth' },
  'auth-forget-password': {
    path: '/auth/forget-password',
    titleKey: 'auth.forgetPassword.title',
    layout: 'auth',
  },
  'auth-reset-password': {
    path: '/auth/reset-password',
    titleKey: 'authLinks.resetPassword.title',
    layout: 'auth',
  },
  'auth-outbox': { path: '/auth/outbox', titleKey: 'authLinks.outbox.title', layout: 'auth' },
  'auth-waiting': {
    path: '/auth/waiting',
    titleKey: 'membership.title',
    layout: 'auth',
    data: true,
  },
  'auth-lock-screen': {
    path: '/auth/lock-screen',
    titleKey: 'auth.lockScreen.title',
    layout: 'auth',
  },
  'auth-logout': { path: '/auth/logout', titleKey: 'auth.logout.title', layout: 'auth' },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The link of page `id`: `pagePath('auth-login')` is `/auth/login`. */
export const pagePath = (id: PageId): string => PAGES[id].path;

/** Where signing in leads by default. */
export const HOME_PATH = PAGES['dashboard-ecommerce'].path;

/** The registry entry of `id`, typed as the general shape. */
export const pageEntry = (id: PageId): PageEntry => PAGES[id];

/** The router path: the link plus the optional parameter (`/apps/email/details/:id?`). */
export const routePath = (entry: PageEntry): string =>
  entry.param ? `${entry.path}/:${entry.param}?` : entry.path;

/** May `role` open the page? Pages without roles are open to everyone signed in. */
export const canOpen = (entry: PageEntry, role: Role | null): boolean =>
  !entry.roles || (role !== null && entry.roles.includes(role));
