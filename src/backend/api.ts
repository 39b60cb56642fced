/**
 * The whole API, for an adapter that serves all of it (server/): every route, in the order
 * they are matched (a fixed path before a `:param` one of the same shape), and every area
 * with its tables and seed (the SQL adapter's schema).
 */
import { accountArea, accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { adminArea } from './admin/table';
import { calendarArea, calendarRoutes } from './calendar/routes';
import { chatArea, chatRoutes } from './chat/routes';
import { dashboardArea, dashboardRoutes } from './dashboard/routes';
import { demoRoutes } from './demo';
import { emailArea, emailRoutes } from './email/routes';
import { filesRoutes } from './files/routes';
import { filesArea } from './files/table';
import { formsArea, formsRoutes } from './forms/routes';
import { mapsArea, mapsRoutes } from './maps/routes';
import { membersRoutes } from './members/routes';
import { projectsRoutes } from './projects/routes';
import { projectsArea } from './projects/table';
import type { AnyRoute } from './route';
import type { AreaSpec, TableInfo } from './store';
import { tablesArea, tablesRoutes } from './tables/routes';
import { tasksRoutes } from './tasks/routes';
import { tasksArea } from './tasks/table';

export const API_ROUTES: readonly AnyRoute[] = [
  ...demoRoutes,
  ...dashboardRoutes,
  ...calendarRoutes,
  ...chatRoutes,
  ...emailRoutes,
  ...projectsRoutes,
  ...tasksRoutes,
  ...filesRoutes,
  ...accountRoutes,
  ...formsRoutes,
  ...tablesRoutes,
  ...mapsRoutes,
  ...membersRoutes,
  ...adminRoutes,
];

export const API_AREAS: readonly AreaSpec[] = [
  dashboardArea,
  calendarArea,
  chatArea,
  emailArea,
  projectsArea,
  tasksArea,
  filesArea,
  accountArea,
  formsArea,
  tablesArea,
  mapsArea,
  adminArea,
];

export const API_TABLES: readonly TableInfo[] = API_AREAS.flatMap((area) => area.tables);
