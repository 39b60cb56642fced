import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HOME_PATH, PATHS } from '@/config/paths';
import type { Role } from '@/services/types';
import { RootLayout } from './RootLayout';
import { RequireAuth, RequireRole } from './guards';
import RouteErrorPage from '@/pages/errors/RouteErrorPage';
import { PagePlaceholder } from '@/components/PagePlaceholder';

type PageModule = Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  load: () => PageModule;
  /** Only these roles may open it; everyone signed in when absent. */
  roles?: readonly Role[];
}

const ADMIN: readonly Role[] = ['Admin'];

/** Pages inside the dashboard layout; every one needs a signed-in user. */
export const protectedPages: PageRoute[] = [
  { path: PATHS.dashboard.ecommerce, load: () => import('@/pages/dashboard/Ecommerce') },
  { path: PATHS.dashboard.analytics, load: () => import('@/pages/dashboard/Analytics') },
  { path: PATHS.apps.calendar, load: () => import('@/pages/apps/Calendar'), roles: ADMIN },
  { path: PATHS.apps.chat, load: () => import('@/pages/apps/Chat'), roles: ADMIN },
  { path: PATHS.apps.emailInbox, load: () => import('@/pages/apps/email/Inbox'), roles: ADMIN },
  {
    path: PATHS.apps.emailDetails,
    load: () => import('@/pages/apps/email/EmailDetails'),
    roles: ADMIN,
  },
  { path: PATHS.apps.emailCompose, load: () => import('@/pages/apps/email/Compose'), roles: ADMIN },
  {
    path: PATHS.apps.projectsList,
    load: () => import('@/pages/apps/projects/ProjectsList'),
    roles: ADMIN,
  },
  {
    path: PATHS.apps.projectsDetails,
    load: () => import('@/pages/apps/projects/ProjectDetails'),
    roles: ADMIN,
  },
  { path: PATHS.apps.tasksList, load: () => import('@/pages/apps/tasks/TaskList'), roles: ADMIN },
  { path: PATHS.apps.tasksKanban, load: () => import('@/pages/apps/tasks/Kanban'), roles: ADMIN },
  { path: PATHS.apps.fileManager, load: () => import('@/pages/apps/FileManager'), roles: ADMIN },
  { path: PATHS.pages.starter, load: () => import('@/pages/pages/Starter') },
  { path: PATHS.pages.profile, load: () => import('@/pages/pages/Profile') },
  { path: PATHS.pages.activity, load: () => import('@/pages/pages/Activity') },
  { path: PATHS.pages.invoice, load: () => import('@/pages/pages/Invoice') },
  { path: PATHS.pages.pricing, load: () => import('@/pages/pages/Pricing') },
  { path: PATHS.components.uiElements, load: () => import('@/pages/components/UIElements') },
  { path: PATHS.components.widgets, load: () => import('@/pages/components/Widgets') },
  { path: PATHS.components.charts, load: () => import('@/pages/components/Charts') },
  { path: PATHS.icons.unicons, load: () => import('@/pages/icons/Unicons') },
  { path: PATHS.icons.feather, load: () => import('@/pages/icons/FeatherIcons') },
  { path: PATHS.icons.bootstrap, load: () => import('@/pages/icons/BootstrapIcons') },
  { path: PATHS.forms.basic, load: () => import('@/pages/forms/BasicForms') },
  { path: PATHS.forms.advanced, load: () => import('@/pages/forms/AdvancedForms') },
  { path: PATHS.forms.validation, load: () => import('@/pages/forms/Validation') },
  { path: PATHS.forms.wizard, load: () => import('@/pages/forms/Wizard') },
  { path: PATHS.forms.upload, load: () => import('@/pages/forms/FileUpload') },
  { path: PATHS.forms.editors, load: () => import('@/pages/forms/Editors') },
  { path: PATHS.tables.basic, load: () => import('@/pages/tables/BasicTables') },
  { path: PATHS.tables.advanced, load: () => import('@/pages/tables/AdvancedTables') },
  { path: PATHS.maps.google, load: () => import('@/pages/maps/GoogleMaps') },
  { path: PATHS.maps.vector, load: () => import('@/pages/maps/VectorMaps') },
];

/** The sign-in pages, inside the auth layout. */
export const authPages: PageRoute[] = [
  { path: PATHS.auth.login, load: () => import('@/pages/auth/Login') },
  { path: PATHS.auth.register, load: () => import('@/pages/auth/Register') },
  { path: PATHS.auth.confirm, load: () => import('@/pages/auth/Confirm') },
  { path: PATHS.auth.forgetPassword, load: () => import('@/pages/auth/ForgetPassword') },
  { path: PATHS.auth.lockScreen, load: () => import('@/pages/auth/LockScreen') },
  { path: PATHS.auth.logout, load: () => import('@/pages/auth/Logout') },
];

/** Public pages with a layout of their own. */
export const standalonePages: PageRoute[] = [
  { path: PATHS.landing, load: () => import('@/pages/landing/Landing') },
  { path: PATHS.maintenance, load: () => import('@/pages/errors/Maintenance') },
  { path: PATHS.error404, load: () => import('@/pages/errors/Error404') },
  { path: PATHS.error500, load: () => import('@/pages/errors/Error500') },
  { path: PATHS.accessDenied, load: () => import('@/pages/errors/AccessDenied') },
];

/** Each page is its own chunk, loaded by the router (which shows the progress bar meanwhile). */
const toRoute = ({ path, load }: PageRoute): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

function withRoles(pages: PageRoute[]): RouteObject[] {
  const open = pages.filter((page) => !page.roles).map(toRoute);
  const byRoles = new Map<string, PageRoute[]>();
  for (const page of pages.filter((p) => p.roles)) {
    const key = [...(page.roles ?? [])].sort().join(',');
    byRoles.set(key, [...(byRoles.get(key) ?? []), page]);
  }
  const guarded = [...byRoles.values()].map((group) => ({
    element: <RequireRole roles={group[0]?.roles ?? []} />,
    children: group.map(toRoute),
  }));
  return [...open, ...guarded];
}

export const lazyLayout =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** The whole route table, shared by the browser router and the tests' memory routers. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PagePlaceholder fullScreen />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        {
          lazy: lazyLayout(() => import('@/layouts/AuthLayout')),
          children: authPages.map(toRoute),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: lazyLayout(() => import('@/layouts/DashboardLayout')),
              children: withRoles(protectedPages),
            },
          ],
        },
        ...standalonePages.map(toRoute),
        {
          path: '*',
          lazy: async () => ({ Component: (await import('@/pages/errors/Error404')).default }),
        },
      ],
    },
  ];
}
