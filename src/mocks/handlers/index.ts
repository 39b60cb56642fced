import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { demoDirectory, demoMailer } from '../api/directory';
import { setAccountDirectory } from '../api/routes';
import { setCallerLookup } from '../api/server';
import { profileRole, sessionRefusal, withDb } from '../db';
import { demoApiHandlers } from './demoApi';
import { firestoreHandlers } from './firestore';
import { identityHandlers } from './identity';
import { secureTokenHandlers } from './secureToken';

// The whole demo backend knows its accounts and their profiles: the demo API checks their
// roles, and refuses (401) the sessions of an account an Admin disabled.
setCallerLookup((uid, authTime) =>
  withDb((state) => {
    const refusal = sessionRefusal(state.accounts[uid], authTime);
    if (refusal === 'USER_DISABLED') return { refused: SESSION_MESSAGES.disabled };
    if (refusal) return { refused: SESSION_MESSAGES.revoked };
    return { role: profileRole(state, uid) };
  }),
);
// Its accounts are the users page's directory (the admin routes); its outbox gets invitations.
setAccountDirectory(demoDirectory, demoMailer);

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
