export { adminFeature } from './feature';
export {
  ADMIN_API,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserPatch,
  type AuditEntry,
} from './api';
