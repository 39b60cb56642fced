/**
 * The users-and-roles API in the demo backend: the routes of src/backend/admin over the demo
 * identity collection (the directory: src/mocks/api/directory.ts, set in handlers/index.ts)
 * and the audit trail (and the revocations) in the collection `shreyu_demo_admin_audit`
 * (version 1), kept under the one owner key `ADMIN_OWNER` (the product's, not an account's).
 */
import { adminRoutes } from '@/backend/admin/routes';
import { adminArea, type AuditRow, type RevocationRow } from '@/backend/admin/table';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db/collections';

interface AuditData {
  admin_audit: AuditRow[];
  /** Written by the shared route; the demo refuses sessions from the account's own flags. */
  admin_revocations?: RevocationRow[];
  nextId: number;
}

export const adminAuditCollection = defineUserCollection<AuditData>({
  name: 'admin_audit',
  version: 1,
  seed: () => ({ admin_audit: [], admin_revocations: [], nextId: 1000 }),
  isValid: hasFields<AuditData>({ admin_audit: 'array', nextId: 'number' }),
});

bindArea(adminArea, adminAuditCollection);

export const adminEndpoints: ApiEndpoint[] = routeEndpoints(adminRoutes);
