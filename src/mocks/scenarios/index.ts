import type { RequestHandler } from 'msw';
import { authScenarios } from './auth';
import { httpScenarios } from './http';

/** Every named scenario, for tests and for `?scenario=` in the browser demo backend. */
export const scenarios: Record<string, RequestHandler[]> = { ...httpScenarios, ...authScenarios };
