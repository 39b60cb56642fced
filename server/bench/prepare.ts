/**
 * bench:server's seeding step, run before the server starts (PGlite is one process's):
 * migrates the database named by DATABASE_URL / SERVER_DATA_DIR and writes the large seed
 * for BENCH_OWNER.
 */
import { parseConfig, readRawConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedLarge } from './seed';

const config = parseConfig(readRawConfig());
const owner = process.env.BENCH_OWNER ?? '';
if (!owner) throw new Error('BENCH_OWNER is not set');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db);
  await seedLarge(database.db, {
    owner,
    rows: Number(process.env.BENCH_ROWS ?? 100_000),
    users: 1_000,
    perUser: 100,
  });
} finally {
  await database.close();
}
