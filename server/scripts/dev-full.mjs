// `npm run dev:full`: the whole stack on this machine, in one command that one Ctrl-C stops:
// the Firebase Auth emulator (127.0.0.1:9099, project demo-shreyu), the server (embedded
// database under SERVER_DATA_DIR, http://127.0.0.1:8787) and the dev server
// (http://localhost:3000/shreyu/react/) built with API_BASE_URL pointing at the server and
// FIREBASE_EMULATORS=true. The first account registered becomes the server's Admin
// (FIRST_ACCOUNT_ADMIN). Every child is stopped by its own PID.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUTH_EMULATOR_HOST,
  EMULATOR_PROJECT,
  startAuthEmulator,
} from '../../scripts/lib/authEmulator.mjs';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_PORT = process.env.API_PORT || '8787';
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

const children = [];
let stopping = false;

function start(label, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`dev:full: ${label} exited (${code}); stopping the rest`);
      void stop(1);
    }
  });
  return child;
}

let emulator = null;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 10000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await emulator?.stop();
  console.log('dev:full: stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  emulator = await startAuthEmulator('dev:full', { printLinks: true });
  await buildServer();
  start('server', ['--enable-source-maps', 'build-server/main.mjs'], {
    API_PORT,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    // A new team gets going without a console: the first account registered is the Admin.
    FIRST_ACCOUNT_ADMIN: 'true',
    // A demo to look around in: the workspace starts with the sample projects, tasks, files.
    SEED_DEMO_DATA: 'true',
    CORS_ORIGINS: process.env.CORS_ORIGINS || 'http://localhost:3000,http://127.0.0.1:3000',
  });
  start(
    'dev server',
    [
      path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--mode',
      'development',
    ],
    {
      API_BASE_URL: `${API_ORIGIN}/`,
      FIREBASE_EMULATORS: 'true',
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    },
  );
  console.log(
    `dev:full: Auth emulator ${AUTH_EMULATOR_HOST}, server ${API_ORIGIN}, app http://localhost:3000/shreyu/react/ (Ctrl-C stops all; the first account registered becomes the Admin)`,
  );
} catch (error) {
  console.error(`dev:full: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
