import { setRoleLookup } from '../api/server';
import { roleInProfile } from '../db';
import { demoApiHandlers } from './demoApi';
import { firestoreHandlers } from './firestore';
import { identityHandlers } from './identity';
import { secureTokenHandlers } from './secureToken';

// The whole demo backend knows its accounts' profiles, so the demo API checks their roles.
setRoleLookup(roleInProfile);

/**
 * Every handler of the demo backend: the same list serves jest, the browser and e2e. The demo
 * API first: most requests are its, and msw tries the handlers in this order.
 */
export const handlers = [
  ...demoApiHandlers,
  ...identityHandlers,
  ...secureTokenHandlers,
  ...firestoreHandlers,
];
