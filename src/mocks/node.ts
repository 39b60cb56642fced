import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for jest (and node scripts): the same handlers the browser worker uses. */
export const server = setupServer(...handlers);
