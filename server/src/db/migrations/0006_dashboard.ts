import type { Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/** The dashboards' data (src/backend/dashboard/routes.ts as of this migration). */
const TABLES: FrozenTable[] = [
  {
    name: 'dashboard_orders',
    columns: {
      id: 'text',
      product: 'text',
      customer: 'text',
      price: 'number',
      status: 'text',
      date: 'number',
    },
    indexes: [['date']],
  },
  {
    name: 'dashboard_tasks',
    columns: { id: 'text', title: 'text', due: 'number', done: 'boolean' },
    indexes: [],
  },
  {
    name: 'dashboard_conversation',
    columns: { id: 'text', author: 'text', text: 'text', at: 'number', mine: 'boolean' },
    indexes: [],
  },
  {
    name: 'dashboard_performers',
    columns: { id: 'text', name: 'text', role: 'text', sales: 'number' },
    indexes: [],
  },
];

export const up = (db: Kysely<unknown>) => createTables(db, TABLES);
export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
