// Contract test: the same Firebase SDK flows against the msw identity handlers and the real
// Firebase Auth emulator (firebase-tools, offline with a demo- project id). Starts the
// emulator on 127.0.0.1, runs src/services/firebase/authContract.test.ts with
// CONTRACT_AUTH_EMULATOR set, and stops the emulator by its PID whatever happens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1:9099'; // firebase.json emulators.auth
const PROJECT = 'demo-shreyu';
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

async function isUp() {
  try {
    const response = await fetch(`http://${HOST}/`);
    return response.ok;
  } catch {
    return false;
  }
}

if (await isUp()) {
  console.error(`contract: something already listens on ${HOST}; stop it first.`);
  process.exit(1);
}

console.log(`contract: starting the Auth emulator (${PROJECT}) on ${HOST}`);
const emulator = spawn(
  process.execPath,
  [firebaseBin, 'emulators:start', '--only', 'auth', '--project', PROJECT],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
  },
);
let output = '';
emulator.stdout.on('data', (chunk) => (output += chunk));
emulator.stderr.on('data', (chunk) => (output += chunk));
let exited = false;
emulator.on('exit', () => (exited = true));

function stopEmulator() {
  if (exited || !emulator.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(emulator.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10000);
    emulator.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(emulator.pid, 'SIGINT'); // the CLI shuts its emulators down cleanly on SIGINT
  });
}

let code = 1;
try {
  const deadline = Date.now() + 60000;
  while (!(await isUp())) {
    if (exited) throw new Error(`the emulator exited early:\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`the emulator did not answer within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`contract: emulator ready (pid ${emulator.pid}); running the contract tests`);
  const jest = spawn(
    process.execPath,
    [jestBin, 'src/services/firebase/authContract', '--maxWorkers=1'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CONTRACT_AUTH_EMULATOR: HOST },
    },
  );
  code = await new Promise((resolve) => jest.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`contract: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await stopEmulator();
  console.log('contract: emulator stopped');
}
process.exit(code);
