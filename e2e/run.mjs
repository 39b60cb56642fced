// Serves the production build on 127.0.0.1 and runs every e2e/*.test.mjs with node's test
// runner against it, in Debian's Chromium driven by playwright-core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './server.mjs';
import { CHROMIUM_PATH } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', process.env.BUILD_DIR ?? 'build');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const filter = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => filter.length === 0 || filter.some((f) => name.includes(f)))
  .map((name) => path.join(here, name));

const server = await startStaticServer({ root });
console.log(`e2e: serving build/ at ${server.url}`);

const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-timeout=240000', '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url },
  },
);
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await server.close();
process.exit(code);
