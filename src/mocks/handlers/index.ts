import { demoApiHandlers } from './demoApi';

/** Every handler of the demo backend: the same list serves jest, the browser and e2e. */
export const handlers = [...demoApiHandlers];
