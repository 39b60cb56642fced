/**
 * The page registry: one entry per page. Routes, role guards, the menu, breadcrumbs, the
 * top-bar search and `document.title` are all derived from it (app/routes/routeTable.tsx
 * maps each id to its lazy loader with `satisfies Record<PageId, ...>`).
 *
 * Adding a page: the page file, one entry here, its title in the two `pages.json` locales.
 */
import type { Role } from '@/services/types';
import type { MenuBadge, MenuParentKey, PageIconName } from './menu';
import { PATHS } from './paths';

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
}

const ADMIN: readonly Role[] = ['Admin'];
const APPS = 'pages.sections.apps';

export const PAGES = {
  'dashboard-ecommerce': {
    path: PATHS.dashboard.ecommerce,
    titleKey: 'pages.dashboard.ecommerce',
    sectionKey: 'pages.sections.dashboards',
    layout: 'dashboard',
    menu: { parent: 'dashboards' },
  },
  'dashboard-analytics': {
    path: PATHS.dashboard.analytics,
    titleKey: 'pages.dashboard.analytics',
    sectionKey: 'pages.sections.dashboards',
    layout: 'dashboard',
    menu: { parent: 'dashboards' },
  },
  'apps-calendar': {
    path: PATHS.apps.calendar,
    titleKey: 'pages.apps.calendar',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'section-apps', icon: 'calendar' },
  },
  'apps-chat': {
    path: PATHS.apps.chat,
    titleKey: 'pages.apps.chat',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'section-apps', icon: 'chat' },
  },
  'email-inbox': {
    path: PATHS.apps.emailInbox,
    titleKey: 'pages.apps.emailInbox',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'email-details': {
    path: PATHS.apps.emailDetails,
    param: 'id',
    titleKey: 'pages.apps.emailDetails',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'email-compose': {
    path: PATHS.apps.emailCompose,
    titleKey: 'pages.apps.emailCompose',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-email' },
  },
  'projects-list': {
    path: PATHS.apps.projectsList,
    titleKey: 'pages.apps.projectsList',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-projects', labelKey: 'layout.menu.projectsList' },
  },
  'projects-details': {
    path: PATHS.apps.projectsDetails,
    param: 'id',
    titleKey: 'pages.apps.projectsDetails',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-projects' },
  },
  'tasks-list': {
    path: PATHS.apps.tasksList,
    titleKey: 'pages.apps.tasksList',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-tasks' },
  },
  'tasks-kanban': {
    path: PATHS.apps.tasksKanban,
    titleKey: 'pages.apps.tasksKanban',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'apps-tasks' },
  },
  'apps-file-manager': {
    path: PATHS.apps.fileManager,
    titleKey: 'pages.apps.fileManager',
    sectionKey: APPS,
    layout: 'dashboard',
    roles: ADMIN,
    menu: { parent: 'section-apps', icon: 'folder' },
  },
  'pages-starter': {
    path: PATHS.pages.starter,
    titleKey: 'pages.pages.starter',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-profile': {
    path: PATHS.pages.profile,
    titleKey: 'pages.pages.profile',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-activity': {
    path: PATHS.pages.activity,
    titleKey: 'pages.pages.activity',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-invoice': {
    path: PATHS.pages.invoice,
    param: 'id',
    titleKey: 'pages.pages.invoice',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-pricing': {
    path: PATHS.pages.pricing,
    titleKey: 'pages.pages.pricing',
    sectionKey: 'pages.sections.pagesSection',
    layout: 'dashboard',
    menu: { parent: 'pages' },
  },
  'pages-maintenance': {
    path: PATHS.maintenance,
    titleKey: 'errors.maintenance.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.maintenance' },
  },
  'pages-error-404': {
    path: PATHS.error404,
    titleKey: 'errors.notFound.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.error404' },
  },
  'pages-error-500': {
    path: PATHS.error500,
    titleKey: 'errors.serverError.title',
    layout: 'standalone',
    menu: { parent: 'pages', labelKey: 'layout.menu.error500' },
  },
  'pages-landing': {
    path: PATHS.landing,
    titleKey: 'pages.other.landing',
    layout: 'standalone',
    menu: { parent: 'pages' },
  },
  'access-denied': {
    path: PATHS.accessDenied,
    titleKey: 'errors.accessDenied.title',
    layout: 'standalone',
  },
  'components-ui': {
    path: PATHS.components.uiElements,
    titleKey: 'pages.components.uiElements',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components' },
  },
  'components-widgets': {
    path: PATHS.components.widgets,
    titleKey: 'pages.components.widgets',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components', badge: { variant: 'danger', text: 'Hot' } },
  },
  'components-charts': {
    path: PATHS.components.charts,
    titleKey: 'pages.components.charts',
    sectionKey: 'pages.sections.components',
    layout: 'dashboard',
    menu: { parent: 'components' },
  },
  'icons-unicons': {
    path: PATHS.icons.unicons,
    titleKey: 'pages.icons.unicons',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'icons-feather': {
    path: PATHS.icons.feather,
    titleKey: 'pages.icons.feather',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'icons-bootstrap': {
    path: PATHS.icons.bootstrap,
    titleKey: 'pages.icons.bootstrap',
    sectionKey: 'pages.sections.icons',
    layout: 'dashboard',
    menu: { parent: 'icons' },
  },
  'forms-basic': {
    path: PATHS.forms.basic,
    titleKey: 'pages.forms.basic',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-advanced': {
    path: PATHS.forms.advanced,
    titleKey: 'pages.forms.advanced',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-validation': {
    path: PATHS.forms.validation,
    titleKey: 'pages.forms.validation',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-wizard': {
    path: PATHS.forms.wizard,
    titleKey: 'pages.forms.wizard',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-upload': {
    path: PATHS.forms.upload,
    titleKey: 'pages.forms.upload',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'forms-editors': {
    path: PATHS.forms.editors,
    titleKey: 'pages.forms.editors',
    sectionKey: 'pages.sections.forms',
    layout: 'dashboard',
    menu: { parent: 'forms' },
  },
  'tables-basic': {
    path: PATHS.tables.basic,
    titleKey: 'pages.tables.basic',
    sectionKey: 'pages.sections.tables',
    layout: 'dashboard',
    menu: { parent: 'tables' },
  },
  'tables-advanced': {
    path: PATHS.tables.advanced,
    titleKey: 'pages.tables.advanced',
    sectionKey: 'pages.sections.tables',
    layout: 'dashboard',
    menu: { parent: 'tables' },
  },
  'maps-google': {
    path: PATHS.maps.google,
    titleKey: 'pages.maps.google',
    sectionKey: 'pages.sections.maps',
    layout: 'dashboard',
    menu: { parent: 'maps' },
  },
  'maps-vector': {
    path: PATHS.maps.vector,
    titleKey: 'pages.maps.vector',
    sectionKey: 'pages.sections.maps',
    layout: 'dashboard',
    menu: { parent: 'maps' },
  },
  'auth-login': { path: PATHS.auth.login, titleKey: 'auth.login.title', layout: 'auth' },
  'auth-register': { path: PATHS.auth.register, titleKey: 'auth.register.title', layout: 'auth' },
  'auth-confirm': { path: PATHS.auth.confirm, titleKey: 'auth.confirm.title', layout: 'auth' },
  'auth-forget-password': {
    path: PATHS.auth.forgetPassword,
    titleKey: 'auth.forgetPassword.title',
    layout: 'auth',
  },
  'auth-lock-screen': {
    path: PATHS.auth.lockScreen,
    titleKey: 'auth.lockScreen.title',
    layout: 'auth',
  },
  'auth-logout': { path: PATHS.auth.logout, titleKey: 'auth.logout.title', layout: 'auth' },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The registry entry of `id`, typed as the general shape. */
export const pageEntry = (id: PageId): PageEntry => PAGES[id];

/** The router path: the link plus the optional parameter (`/apps/email/details/:id?`). */
export const routePath = (entry: PageEntry): string =>
  entry.param ? `${entry.path}/:${entry.param}?` : entry.path;

/** May `role` open the page? Pages without roles are open to everyone signed in. */
export const canOpen = (entry: PageEntry, role: Role | null): boolean =>
  !entry.roles || (role !== null && entry.roles.includes(role));
