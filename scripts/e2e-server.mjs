// Browser test of the real server: an emulator build (FIREBASE_EMULATORS=true, API_BASE_URL =
// the server's origin, as `npm run dev:full` sets them) served statically, the Auth emulator,
// and the server (build-server/main.mjs) on embedded PGlite in a temporary SERVER_DATA_DIR.
// Builds into build-e2e-server (unless --no-build: then that build is reused), bundles the
// server, runs e2e/server/*.test.mjs (they start, restart and stop the server themselves),
// and stops everything it started, removing the data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATOR_PROJECT, startAuthEmulator } from './lib/authEmulator.mjs';
import { startStaticServer } from '../e2e/server.mjs';
import { buildServer } from '../server/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = 'build-e2e-server';
const apiPort = Number(process.env.E2E_API_PORT || 8788);
const env = {
  ...process.env,
  BUILD_DIR: buildDir,
  FIREBASE_EMULATORS: 'true',
  FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
  API_BASE_URL: `http://127.0.0.1:${apiPort}/`,
};

function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

const started = Date.now();
if (!process.argv.includes('--no-build')) {
  console.log(`e2e-server: building with FIREBASE_EMULATORS=true API_BASE_URL=${env.API_BASE_URL}`);
  const webpackBin = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  if ((await run([webpackBin, '--mode', 'production'], { env })) !== 0) process.exit(1);
}
if (!fs.existsSync(path.join(root, buildDir, 'index.html'))) {
  console.error(`e2e-server: no build in ${buildDir}/`);
  process.exit(1);
}
await buildServer();

let code = 1;
let emulator = null;
let web = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shreyu-e2e-server-'));
try {
  emulator = await startAuthEmulator('e2e-server');
  web = await startStaticServer({ root: path.join(root, buildDir) });
  const tests = path.join(root, 'e2e', 'server');
  const files = fs
    .readdirSync(tests)
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(tests, name));
  code = await run(['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    env: {
      ...process.env,
      E2E_BASE_URL: web.url,
      E2E_API_PORT: String(apiPort),
      E2E_SERVER_DATA_DIR: dataDir,
      E2E_WEB_ORIGIN: new URL(web.url).origin,
    },
  });
} catch (error) {
  console.error(`e2e-server: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await web?.close();
  await emulator?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `e2e-server: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(code);
