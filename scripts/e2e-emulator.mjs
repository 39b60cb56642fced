// Browser test of an emulator build: the app signs in against the real Firebase Auth
// emulator, and the demo API (no API_BASE_URL) is answered by its lazily started worker.
// Builds into build-emulator (unless --no-build), starts the Auth emulator, serves the build,
// runs e2e/emulator/*.test.mjs, and stops everything it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/authEmulator.mjs';
import { startStaticServer } from '../e2e/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = 'build-emulator';
const env = {
  ...process.env,
  BUILD_DIR: buildDir,
  FIREBASE_EMULATORS: 'true',
  FIREBASE_PROJECT_ID: 'demo-shreyu',
};

function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

if (!process.argv.includes('--no-build')) {
  console.log('e2e-emulator: building with FIREBASE_EMULATORS=true');
  const webpackBin = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  if ((await run([webpackBin, '--mode', 'production'], { env })) !== 0) process.exit(1);
}
if (!fs.existsSync(path.join(root, buildDir, 'index.html'))) {
  console.error(`e2e-emulator: no build in ${buildDir}/`);
  process.exit(1);
}

let code = 1;
let emulator = null;
let server = null;
try {
  emulator = await startAuthEmulator('e2e-emulator');
  server = await startStaticServer({ root: path.join(root, buildDir) });
  const tests = path.join(root, 'e2e', 'emulator');
  const files = fs
    .readdirSync(tests)
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(tests, name));
  code = await run(['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    env: { ...process.env, E2E_BASE_URL: server.url },
  });
} catch (error) {
  console.error(`e2e-emulator: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await server?.close();
  await emulator?.stop();
}
process.exit(code);
