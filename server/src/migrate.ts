/**
 * `npm run server:migrate`: applies the pending migrations to the database the config names
 * (`DATABASE_URL`, or the embedded one under `SERVER_DATA_DIR`) and exits: the deploy step
 * that runs once, before a new release takes traffic (docs/deploy-server.md). Instances of
 * the release before keep serving the migrated database (db/migrations/index.ts).
 */
import { configOrExit } from './config';
import { openDatabase } from './db/database';
import { migrate, schemaStatus } from './db/migrations';

async function main() {
  const config = configOrExit('server:migrate');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const applied = await migrate(database.db);
    const { unknown } = await schemaStatus(database.db);
    console.log(
      applied.length
        ? `server:migrate: applied ${applied.join(', ')} (${database.kind})`
        : `server:migrate: nothing to apply (${database.kind})`,
    );
    if (unknown.length) {
      console.log(
        `server:migrate: the database also holds ${unknown.join(', ')}, from a newer release (kept)`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('server:migrate: failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
