import { demoApiHandlers } from './demoApi';
import { firestoreHandlers } from './firestore';
import { identityHandlers } from './identity';
import { secureTokenHandlers } from './secureToken';

/** Every handler of the demo backend: the same list serves jest, the browser and e2e. */
export const handlers = [
  ...identityHandlers,
  ...secureTokenHandlers,
  ...firestoreHandlers,
  ...demoApiHandlers,
];
