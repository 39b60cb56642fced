import { sql, type Kysely } from 'kysely';
import { createTables, type FrozenTable } from './tables';

/**
 * Chat between real accounts (issue 40): src/backend/chat/table.ts as of this migration. A
 * conversation is one row per member in `chat_memberships` (owner = that member), its
 * messages are kept once in `chat_thread_messages` under the owner key `chat:<id>`.
 *
 * The old per-account chat (`chat_conversations`, `chat_messages`, 0005) held seeded contacts
 * and the canned answers the server wrote for them: nobody real was ever on the other end,
 * so nothing in it is a conversation to carry over. Its rows are deleted here, and its tables
 * emptied rather than dropped, because a migration only adds to the schema: an instance of
 * the previous release still serving during a rolling deploy reads them, and finds an empty
 * chat instead of failing (its accounts' `seeded_areas` rows stay, so it seeds nothing
 * again). A later migration can drop the two tables once no release reads them.
 */
const TABLES: FrozenTable[] = [
  {
    name: 'chat_memberships',
    columns: {
      id: 'text',
      kind: 'text',
      name: 'text',
      members: 'json',
      peer: 'text?',
      unread: 'integer',
      lastMessage: 'json?',
      receipts: 'json',
      updatedAt: 'timestamp',
    },
    indexes: [['peer'], ['updatedAt']],
  },
  {
    name: 'chat_thread_messages',
    columns: { id: 'text', from: 'text', text: 'text', sentAt: 'timestamp' },
    indexes: [['sentAt']],
  },
];

const OLD_TABLES = ['chat_conversations', 'chat_messages'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, TABLES);
  for (const table of OLD_TABLES) {
    await sql`delete from ${sql.table(table)}`.execute(db);
    await sql`update row_counts set n = 0 where table_name = ${table}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table.name)}`.execute(db);
  }
}
