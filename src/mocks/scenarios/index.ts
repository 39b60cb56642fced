import type { RequestHandler } from 'msw';
import { httpScenarios } from './http';

/** Every named scenario, for tests and for `?scenario=` in the browser demo backend. */
export const scenarios: Record<string, RequestHandler[]> = { ...httpScenarios };

export type ScenarioName = keyof typeof scenarios;
