// Contract test: the same Firebase SDK flows against the msw identity handlers and the real
// Firebase Auth emulator (firebase-tools, offline with a demo- project id). Starts the
// emulator on 127.0.0.1, runs src/services/firebase/authContract.test.ts with
// CONTRACT_AUTH_EMULATOR set, and stops the emulator by its PID whatever happens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_EMULATOR_HOST, startAuthEmulator } from './lib/authEmulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

let code = 1;
let emulator = null;
try {
  emulator = await startAuthEmulator('contract');
  console.log('contract: running the contract tests');
  const jest = spawn(
    process.execPath,
    [jestBin, 'src/services/firebase/authContract', '--maxWorkers=1'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CONTRACT_AUTH_EMULATOR: AUTH_EMULATOR_HOST },
    },
  );
  code = await new Promise((resolve) => jest.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`contract: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await emulator?.stop();
  console.log('contract: emulator stopped');
}
process.exit(code);
