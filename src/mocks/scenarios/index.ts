import type { RequestHandler } from 'msw';
import { accountScenarios } from './account';
import { authScenarios } from './auth';
import { calendarScenarios } from './calendar';
import { chatScenarios } from './chat';
import { dashboardScenarios } from './dashboard';
import { emailScenarios } from './email';
import { filesScenarios } from './files';
import { formsScenarios } from './forms';
import { httpScenarios } from './http';
import { mapsScenarios } from './maps';
import { projectsScenarios } from './projects';
import { tablesScenarios } from './tables';
import { tasksScenarios } from './tasks';

/** Every named scenario, for tests and for `?scenario=` in the browser demo backend. */
export const scenarios: Record<string, RequestHandler[]> = {
  ...httpScenarios,
  ...authScenarios,
  ...dashboardScenarios,
  ...calendarScenarios,
  ...chatScenarios,
  ...emailScenarios,
  ...projectsScenarios,
  ...tasksScenarios,
  ...filesScenarios,
  ...accountScenarios,
  ...formsScenarios,
  ...tablesScenarios,
  ...mapsScenarios,
};
