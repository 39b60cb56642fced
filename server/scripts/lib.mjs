// Shared by test:server, bench:server and dev:full: a free port, and a Firebase Auth emulator
// of our own (offline, a demo- project) on a port given or free, stopped by its PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const TEST_PROJECT = 'demo-shreyu-server';

export function freePort() {
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
export async function startEmulator({ port: wanted, project = TEST_PROJECT } = {}) {
  const port = wanted ?? (await freePort());
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
      project,
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
  return { host, project, stop };
}

/** A new account in the emulator (Admin claim set with firebase-admin) and its ID token. */
export async function emulatorAdmin(host, project, email) {
  const identity = async (method, body) => {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    const json = await response.json();
    if (!response.ok) throw new Error(`emulator ${method}: ${JSON.stringify(json)}`);
    return json;
  };
  const password = 'bench-password-1';
  const created = await identity('signUp', { email, password, returnSecureToken: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = initializeApp({ projectId: project }, `admin-${created.localId}`);
  await getAuth(app).setCustomUserClaims(created.localId, { role: 'Admin' });
  const signedIn = await identity('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: created.localId, token: signedIn.idToken };
}
