/**
 * What the server serves: the shared layer's routes and the areas whose tables it keeps
 * (their migrations: ./db/migrations). A new area of src/backend is added here, with a
 * migration for its tables (server/test/database.test.ts fails until both are there).
 * Not served yet: `dashboard/stats` and the analytics endpoints, which are still msw-only
 * handlers (src/mocks/handlers), outside the shared layer.
 */
import { accountArea, accountRoutes } from '@/backend/account/routes';
import { calendarArea, calendarRoutes } from '@/backend/calendar/routes';
import { chatArea, chatRoutes } from '@/backend/chat/routes';
import { demoRoutes } from '@/backend/demo';
import { emailArea, emailRoutes } from '@/backend/email/routes';
import { filesArea, filesRoutes } from '@/backend/files/routes';
import { formsArea, formsRoutes } from '@/backend/forms/routes';
import { mapsArea, mapsRoutes } from '@/backend/maps/routes';
import { projectsRoutes } from '@/backend/projects/routes';
import { projectsArea } from '@/backend/projects/table';
import type { AnyRoute } from '@/backend/route';
import type { AreaSpec } from '@/backend/store';
import { tablesArea, tablesRoutes } from '@/backend/tables/routes';
import { tasksRoutes } from '@/backend/tasks/routes';
import { tasksArea } from '@/backend/tasks/table';

export const AREAS: readonly AreaSpec[] = [
  tasksArea,
  projectsArea,
  calendarArea,
  filesArea,
  emailArea,
  chatArea,
  accountArea,
  formsArea,
  mapsArea,
  tablesArea,
];

export const ROUTES: readonly AnyRoute[] = [
  ...demoRoutes,
  ...tasksRoutes,
  ...projectsRoutes,
  ...calendarRoutes,
  ...filesRoutes,
  ...emailRoutes,
  ...chatRoutes,
  ...accountRoutes,
  ...formsRoutes,
  ...mapsRoutes,
  ...tablesRoutes,
];
