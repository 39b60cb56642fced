/**
 * The users-and-roles API in the demo backend: the routes of src/backend/admin over the demo
 * identity collection (the directory: src/mocks/api/directory.ts, set in handlers/index.ts)
 * and the audit trail in the collection `shreyu_demo_admin_audit` (version 1), kept under the
 * one owner key `AUDIT_OWNER` (the trail is the product's, not an account's).
 */
import { adminRoutes } from '@/backend/admin/routes';
import { adminArea, type AuditRow } from '@/backend/admin/table';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection } from '../db/collections';

interface AuditData {
  admin_audit: AuditRow[];
  nextId: number;
}

export const adminAuditCollection = defineUserCollection<AuditData>({
  name: 'admin_audit',
  version: 1,
  seed: () => ({ admin_audit: [], nextId: 1000 }),
  isValid: (entry): entry is AuditData =>
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as AuditData).admin_audit) &&
    typeof (entry as AuditData).nextId === 'number',
});

bindArea(adminArea, adminAuditCollection);

export const adminEndpoints: ApiEndpoint[] = routeEndpoints(adminRoutes);
