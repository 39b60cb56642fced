export {
  withDb,
  persistDbIn,
  resetDb,
  snapshotDb,
  setTokenLifetime,
  tokenLifetimeSeconds,
  DB_STORAGE_KEY,
} from './db';
export {
  identityCollection,
  roleInProfile,
  profileRole,
  sessionRefusal,
  pruneRefreshTokens,
  REFRESH_TOKEN_LIFETIME_MS,
  MAX_SESSIONS_PER_ACCOUNT,
} from './db';
export type { AccountRecord, DbState, StoredDocument, OutboxMail, RefreshTokenRecord } from './db';
export {
  defineCollection,
  defineUserCollection,
  hasFields,
  withCollection,
  withUserData,
  resetUserData,
  type CollectionSpec,
  type UserCollection,
  type UserSeedContext,
} from './collections';
export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_USER, type DemoAccount } from './seed';
export { hashPassword, newSalt, randomId, sameHash } from './crypto';
export {
  signIdToken,
  verifyIdToken,
  isEmailVerified,
  type CustomClaims,
  type IdTokenClaims,
  type TokenCheck,
} from './tokens';
