/**
 * What the server serves: every route of the shared layer and the areas whose tables it
 * keeps (src/backend/api.ts). A new table there needs a migration here
 * (server/src/db/migrations); server/test/database.test.ts fails until it has one.
 */
import { API_AREAS, API_ROUTES } from '@/backend/api';

export const AREAS = API_AREAS;
export const ROUTES = API_ROUTES;
