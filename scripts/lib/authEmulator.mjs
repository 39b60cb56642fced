// The Firebase Auth emulator (firebase-tools, offline with a demo- project id), started on
// 127.0.0.1 and stopped by its own PID, for the contract test and the emulator-build e2e.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099'; // firebase.json emulators.auth
export const EMULATOR_PROJECT = 'demo-shreyu';
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

async function isUp() {
  try {
    const response = await fetch(`http://${AUTH_EMULATOR_HOST}/`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator and resolves once it answers, with `stop()` (SIGINT, then SIGKILL
 * after 10 s). Rejects when something already listens there or it does not come up in 60 s.
 * `printLinks`: the links of the e-mails it "sends" (address verification, password reset)
 * are printed, since the emulator sends no mail (`npm run dev:full`).
 */
export async function startAuthEmulator(label, { printLinks = false } = {}) {
  if (await isUp())
    throw new Error(`something already listens on ${AUTH_EMULATOR_HOST}; stop it first.`);
  console.log(
    `${label}: starting the Auth emulator (${EMULATOR_PROJECT}) on ${AUTH_EMULATOR_HOST}`,
  );
  const emulator = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
    },
  );
  let output = '';
  emulator.stdout.on('data', (chunk) => {
    output += chunk;
    if (!printLinks) return;
    // The emulator logs "To verify the email address ..., follow this link: http://...".
    for (const line of String(chunk).split('\n'))
      if (/follow this link/i.test(line)) console.log(`${label}: ${line.trim()}`);
  });
  emulator.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  emulator.on('exit', () => (exited = true));

  const stop = () => {
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
  };

  try {
    const deadline = Date.now() + 60000;
    while (!(await isUp())) {
      if (exited) throw new Error(`the emulator exited early:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`the emulator did not answer within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`${label}: emulator ready (pid ${emulator.pid})`);
  return { stop };
}

/**
 * The newest e-mail-verification code the Auth emulator holds for `email` (it sends no mail:
 * it keeps each e-mail's code at its REST API), waiting up to `timeout` ms for it to appear.
 */
export async function emulatorVerifyCode(email, { timeout = 15000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const response = await fetch(
      `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`,
    );
    const { oobCodes = [] } = await response.json();
    const code = oobCodes
      .filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL')
      .at(-1)?.oobCode;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no verification e-mail for ${email} in the emulator`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
