// The server (build-server/main.mjs, bundled by server/scripts/build.mjs) as a child process
// with its own PID, for the real-server e2e: started against the Auth emulator, ready once
// GET /readyz answers 200, stopped with SIGTERM (SIGKILL after 10 s).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_EMULATOR_HOST, EMULATOR_PROJECT } from './authEmulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `databaseUrl`: a PostgreSQL database (several instances on one database); none: the
 * embedded PGlite in `dataDir`. `env`: more settings (e.g. `MIGRATE_ON_START`).
 * @param {{ port: number, dataDir: string, corsOrigin: string, label: string,
 *   databaseUrl?: string, env?: Record<string, string> }} options
 * @returns {Promise<{ pid: number, stop: () => Promise<void> }>}
 */
export async function startApiServer({
  port,
  dataDir,
  corsOrigin,
  label,
  databaseUrl = '',
  env = {},
}) {
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already listens on 127.0.0.1:${port}; stop it first.`);
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'build-server', 'main.mjs')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATABASE_URL: databaseUrl,
        SERVER_DATA_DIR: dataDir,
        CORS_ORIGINS: corsOrigin,
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        LOG_LEVEL: 'warn',
        // As `npm run dev:full`: the sample rows, and the test accounts' verified
        // @shreyu.test addresses are the team's.
        SEED_DEMO_DATA: 'true',
        WORKSPACE_DOMAINS: 'shreyu.test',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = () => {
    if (exited || !child.pid) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      process.kill(child.pid, 'SIGTERM');
    });
  };

  try {
    const deadline = Date.now() + 60000;
    for (;;) {
      if (exited) throw new Error(`the server exited early:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the server was not ready within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`${label}: server ready on port ${port} (pid ${child.pid})`);
  return { pid: child.pid, stop, output: () => output };
}
