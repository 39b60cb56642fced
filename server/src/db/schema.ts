/**
 * The tables the server itself keeps (Kysely's typed view of them). The areas' tables (tasks,
 * events...) are read through the generic SQL store, from the shared layer's table specs.
 */
import type { Generated } from 'kysely';

export interface SeededAreasTable {
  owner: string;
  area: string;
  seeded_at: Generated<string>;
}

export interface IdCountersTable {
  owner: string;
  area: string;
  next: number;
}

export interface RowCountsTable {
  owner: string;
  table_name: string;
  n: number;
}

/** Accounts the users page disabled (src/revocations.ts). */
export interface AccountRevocationsTable {
  uid: string;
  disabled: boolean;
  revoked_at: string;
}

export interface Database {
  account_revocations: AccountRevocationsTable;
  row_counts: RowCountsTable;
  seeded_areas: SeededAreasTable;
  id_counters: IdCountersTable;
}
