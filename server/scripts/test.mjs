// `npm run test:server`: bundles the server and its tests (server/scripts/build.mjs), starts
// a Firebase Auth emulator of its own (a free port, project demo-shreyu-server) for real ID
// tokens, makes sure PostgreSQL answers on 127.0.0.1:5432 (the real-Postgres half), and runs
// node's test runner over build-server/test/. Arguments are test file name filters.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build.mjs';
import { startEmulator, TEST_PROJECT } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function postgresUp() {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// File-name fragments; `--test-name-pattern=...` (and other `--` flags) go to node's runner.
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runnerFlags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
let code = 1;
let emulator = null;
try {
  console.log('test:server: bundling the server and its tests');
  const out = await buildServer({ tests: true });
  const files = fs
    .readdirSync(path.join(out, 'test'))
    .filter((file) => file.endsWith('.test.mjs'))
    .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
    .map((file) => path.join(out, 'test', file));
  const pgUp = await postgresUp();
  if (!pgUp && process.env.SERVER_TEST_REQUIRE_POSTGRES) {
    throw new Error(
      'PostgreSQL does not answer on 127.0.0.1:5432 (SERVER_TEST_REQUIRE_POSTGRES is set)',
    );
  }
  if (!pgUp) {
    console.log(
      'test:server: PostgreSQL does not answer on 127.0.0.1:5432 (start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start); its half is skipped',
    );
  }
  emulator = await startEmulator();
  console.log(`test:server: Auth emulator on ${emulator.host} (${TEST_PROJECT})`);
  const runner = spawn(
    process.execPath,
    ['--enable-source-maps', '--test', '--test-concurrency=1', ...runnerFlags, ...files],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        SERVER_TEST_AUTH_EMULATOR: emulator.host,
        SERVER_TEST_PROJECT: TEST_PROJECT,
        SERVER_TEST_POSTGRES: pgUp ? 'postgres://postgres@127.0.0.1:5432/postgres' : '',
      },
    },
  );
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`test:server: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await emulator?.stop();
}
process.exit(code);
