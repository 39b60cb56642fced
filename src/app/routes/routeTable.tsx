import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HOME_PATH } from '@/config/pages';
import { PAGES, pageEntry, routePath, type PageId, type PageLayout } from '@/config/pages';
import { RootLayout } from './RootLayout';
import { RequireAuth, RequireRole } from './guards';
import RouteErrorPage from '@/pages/errors/RouteErrorPage';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import type { PageLoader } from './pageModule';
import { lazyPage, type PageContext } from './lazyPage';
import { RouteError } from './RouteError';
import { selectLayoutType } from '@/features/layout';
import { preloadHttp } from '@/services/http';
import { preloadFrame } from '@/layouts/parts/frameChunks';
import { nextTask } from '@/lib/nextTask';

/**
 * Every page's code, one chunk each. `satisfies` makes a registry entry without a loader,
 * or a loader without an entry, a type error.
 */
export const PAGE_LOADERS = {
  'dashboard-ecommerce': () => import('@/pages/dashboard/Ecommerce'),
  'dashboard-analytics': () => import('@/pages/dashboard/Analytics'),
  'apps-calendar': () => import('@/pages/apps/Calendar'),
  'apps-chat': () => import('@/pages/apps/Chat'),
  'email-inbox': () => import('@/pages/apps/email/Inbox'),
  'email-details': () => import('@/pages/apps/email/EmailDetails'),
  'email-compose': () => import('@/pages/apps/email/Compose'),
  'projects-list': () => import('@/pages/apps/projects/ProjectsList'),
  'projects-details': () => import('@/pages/apps/projects/ProjectDetails'),
  'tasks-list': () => import('@/pages/apps/tasks/TaskList'),
  'tasks-kanban': () => import('@/pages/apps/tasks/Kanban'),
  'apps-file-manager': () => import('@/pages/apps/FileManager'),
  'pages-starter': () => import('@/pages/pages/Starter'),
  'pages-profile': () => import('@/pages/pages/Profile'),
  'pages-activity': () => import('@/pages/pages/Activity'),
  'pages-invoice': () => import('@/pages/pages/Invoice'),
  'pages-pricing': () => import('@/pages/pages/Pricing'),
  'pages-maintenance': () => import('@/pages/errors/Maintenance'),
  'pages-error-404': () => import('@/pages/errors/Error404'),
  'pages-error-500': () => import('@/pages/errors/Error500'),
  'pages-landing': () => import('@/pages/landing/Landing'),
  'access-denied': () => import('@/pages/errors/AccessDenied'),
  'components-ui': () => import('@/pages/components/UIElements'),
  'components-widgets': () => import('@/pages/components/Widgets'),
  'components-charts': () => import('@/pages/components/Charts'),
  'icons-unicons': () => import('@/pages/icons/Unicons'),
  'icons-feather': () => import('@/pages/icons/FeatherIcons'),
  'icons-bootstrap': () => import('@/pages/icons/BootstrapIcons'),
  'forms-basic': () => import('@/pages/forms/BasicForms'),
  'forms-advanced': () => import('@/pages/forms/AdvancedForms'),
  'forms-validation': () => import('@/pages/forms/Validation'),
  'forms-wizard': () => import('@/pages/forms/Wizard'),
  'forms-upload': () => import('@/pages/forms/FileUpload'),
  'forms-editors': () => import('@/pages/forms/Editors'),
  'tables-basic': () => import('@/pages/tables/BasicTables'),
  'tables-advanced': () => import('@/pages/tables/AdvancedTables'),
  'maps-google': () => import('@/pages/maps/GoogleMaps'),
  'maps-vector': () => import('@/pages/maps/VectorMaps'),
  'admin-users': () => import('@/pages/admin/Users'),
  'auth-login': () => import('@/pages/auth/Login'),
  'auth-register': () => import('@/pages/auth/Register'),
  'auth-confirm': () => import('@/pages/auth/Confirm'),
  'auth-forget-password': () => import('@/pages/auth/ForgetPassword'),
  'auth-reset-password': () => import('@/pages/auth/ResetPassword'),
  'auth-outbox': () => import('@/pages/auth/Outbox'),
  'auth-waiting': () => import('@/pages/auth/Waiting'),
  'auth-lock-screen': () => import('@/pages/auth/LockScreen'),
  'auth-logout': () => import('@/pages/auth/Logout'),
} satisfies Record<PageId, PageLoader>;

/** The route handle that names the page: breadcrumbs and `document.title` read it. */
export interface PageHandle {
  pageId: PageId;
}

const idsIn = (layout: PageLayout) =>
  (Object.keys(PAGES) as PageId[]).filter((id) => pageEntry(id).layout === layout);

function pageRoute(id: PageId, context: PageContext): RouteObject {
  const entry = pageEntry(id);
  const loader: PageLoader = PAGE_LOADERS[id];
  // A data page's first reads follow its first render: their backend starts with its code.
  const load: PageLoader = entry.data
    ? () => {
        context.warmUpHttp?.();
        return loader();
      }
    : loader;
  return {
    path: routePath(entry),
    handle: { pageId: id } satisfies PageHandle,
    errorElement: <RouteError />,
    lazy: afterRouterStart(lazyPage(load, context)),
  };
}

/** Open pages as they are; pages with roles grouped under one RequireRole per set of roles. */
function withRoles(ids: PageId[], context: PageContext): RouteObject[] {
  const open = ids.filter((id) => !pageEntry(id).roles).map((id) => pageRoute(id, context));
  const byRoles = new Map<string, PageId[]>();
  for (const id of ids) {
    const roles = pageEntry(id).roles;
    if (!roles) continue;
    const key = [...roles].sort().join(',');
    byRoles.set(key, [...(byRoles.get(key) ?? []), id]);
  }
  const guarded = [...byRoles.values()].map((group) => ({
    element: <RequireRole roles={pageEntry(group[0] as PageId).roles ?? []} />,
    children: group.map((id) => pageRoute(id, context)),
  }));
  return [...open, ...guarded];
}

export const lazyLayout =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * The router calls the matched routes' `lazy` while it starts, inside the boot's router
 * step; asking for their code (script and stylesheet tags) one task later keeps that step
 * short on a slow phone.
 */
const afterRouterStart =
  (lazy: RouteObject['lazy']): RouteObject['lazy'] =>
  async () => {
    await nextTask();
    return typeof lazy === 'function' ? lazy() : {};
  };

/**
 * Live updates come with the signed-in frame, in a chunk of their own (never the sign-in
 * pages'): their texts, then their feature, whose saga follows the session from there. A
 * chunk that cannot load leaves the pages as they were before: loaded, not live.
 */
function loadLive({ store, i18n }: PageContext): void {
  import(/* webpackChunkName: "live" */ '@/features/live')
    .then(({ liveFeature, liveMessages }) => {
      for (const [language, bundle] of Object.entries(liveMessages))
        i18n.addResourceBundle(language, 'translation', bundle, true, false);
      store.injectFeature(liveFeature);
    })
    .catch(() => undefined);
}

/** The whole route table, shared by the browser router and the tests' memory routers. */
export function createRoutes(context: PageContext): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PagePlaceholder fullScreen />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        {
          lazy: afterRouterStart(lazyLayout(() => import('@/layouts/AuthLayout'))),
          children: idsIn('auth').map((id) => pageRoute(id, context)),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: afterRouterStart(async () => {
                const layout = import('@/layouts/DashboardLayout');
                // The parts of the frame the settings pick and the HTTP helper are asked for
                // with the layout's code, not a round trip after it; in the next task, after
                // the page's own code (the router asks for it once this returns).
                void nextTask().then(() => {
                  preloadFrame(selectLayoutType(context.store.getState()));
                  preloadHttp();
                  loadLive(context);
                });
                return { Component: (await layout).default };
              }),
              children: withRoles(idsIn('dashboard'), context),
            },
          ],
        },
        ...idsIn('standalone').map((id) => pageRoute(id, context)),
        {
          path: '*',
          lazy: afterRouterStart(lazyPage(PAGE_LOADERS['pages-error-404'], context)),
        },
      ],
    },
  ];
}
