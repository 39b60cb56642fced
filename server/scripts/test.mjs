// `npm run test:server`: bundles the server and its tests (server/scripts/build.mjs), starts
// a Firebase Auth emulator of its own (a free port, project demo-shreyu-server) for real ID
// tokens, makes sure PostgreSQL answers on 127.0.0.1:5432 (the real-Postgres half), and runs
// node's test runner over build-server/test/. Arguments are test file name filters.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const TEST_PROJECT = 'demo-shreyu-server';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The Auth emulator on its own port (a temporary firebase.json), stopped by its PID. */
async function startEmulator() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-emulator-'));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const host = `127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      TEST_PROJECT,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10000);
      child.once('exit', () => {
        clearTimeout(force);
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGINT');
    });
  const deadline = Date.now() + 60000;
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`)).ok) break;
    } catch {
      // not yet
    }
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { host, stop };
}

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

const filters = process.argv.slice(2);
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
    ['--enable-source-maps', '--test', '--test-concurrency=1', ...files],
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
