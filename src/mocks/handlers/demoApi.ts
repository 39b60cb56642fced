import type { RequestHandler } from 'msw';
import { resetUserData } from '../db';
import { apiRoute } from '../api/server';
import { accountHandlers } from './account';
import { calendarHandlers } from './calendar';
import { chatHandlers } from './chat';
import { dashboardHandlers } from './dashboard';
import { emailHandlers } from './email';
import { filesHandlers } from './files';
import { formsHandlers } from './forms';
import { mapsHandlers } from './maps';
import { projectsHandlers } from './projects';
import { tablesHandlers } from './tables';
import { tasksHandlers } from './tasks';

/** "Reset demo data": the caller's data in every collection goes back to its seed. */
const demoHandlers = [
  apiRoute('post', 'demo/reset', async ({ caller }) => {
    await resetUserData(caller.uid);
    return undefined;
  }),
];

/** The demo HTTP API the pages read through the axios helper (docs/demo-api.md lists it). */
export const demoApiHandlers: RequestHandler[] = [
  ...demoHandlers,
  ...dashboardHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...emailHandlers,
  ...projectsHandlers,
  ...tasksHandlers,
  ...filesHandlers,
  ...accountHandlers,
  ...formsHandlers,
  ...tablesHandlers,
  ...mapsHandlers,
];
