export {
  withDb,
  persistDbIn,
  resetDb,
  snapshotDb,
  setTokenLifetime,
  tokenLifetimeSeconds,
  DB_STORAGE_KEY,
} from './db';
export type { AccountRecord, DbState, StoredDocument, OutboxMail } from './db';
export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_USER, type DemoAccount } from './seed';
export { hashPassword, newSalt, randomId, sameHash } from './crypto';
export { signIdToken, verifyIdToken, type IdTokenClaims, type TokenCheck } from './tokens';
