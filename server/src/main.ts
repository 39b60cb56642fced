/**
 * `npm run server`: reads the config (a bad value stops here, naming its key), starts the
 * server, and on SIGTERM / SIGINT stops taking requests, lets those in flight finish, closes
 * the database and exits.
 */
import { configOrExit } from './config';
import { startServer } from './server';

/** Longer than any request should take; a platform's own grace period is usually 10-30 s. */
const DRAIN_TIMEOUT_MS = 25_000;

async function main() {
  const config = configOrExit('server');
  const server = await startServer({ config });
  server.app.log.info(
    `serving ${server.url} (database: ${server.database.kind}${
      server.database.kind === 'pglite' ? `, ${config.dataDir}` : ''
    }; sign-in: ${
      config.authEmulatorHost
        ? `Auth emulator ${config.authEmulatorHost}, ${config.firebaseProjectId}`
        : config.firebaseProjectId || 'not configured'
    })`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: draining requests in flight`);
    const force = setTimeout(() => {
      server.app.log.error('requests still in flight after the drain timeout: exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('server: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
