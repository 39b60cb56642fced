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

/**
 * A stall: a step that never answered (a test over its time limit, a `withDeadline` step in
 * lib.mjs, which prints what every open page showed) or a page whose document went away under
 * a step. It fails the run like any failure: running the file again would hide a real hang
 * (it used to be run once more; lib.mjs's signIn tells the stall that was for).
 * It is named as a stall in the summary, so a log's tail says which kind of failure it was.
 */
const STALL = /test timed out after|did not answer within|Execution context was destroyed/;

/**
 * A file's time limit (node's runner counts a whole file as one test). The route sweeps visit
 * every route, a few seconds each, so theirs grows with the registry and with the machine's
 * load: a clean-clone run beside other work took 240 s for the phone sweep's 50 routes, and
 * the limit, not a route, failed it. Any other file is done well within 240 s.
 */
const timeLimit = (file) => (path.basename(file).startsWith('sweep') ? 600_000 : 240_000);

/** Runs one test file with node's test runner; resolves to its exit code and output. */
function runFile(file) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', `--test-timeout=${timeLimit(file)}`, '--test-reporter=spec', file],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, E2E_BASE_URL: server.url } },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    // 'exit', not 'close': with 'close' (which waits for every holder of the pipes) the
    // clean-clone run hung in pages.test.mjs three runs out of three; with 'exit', none.
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

let code = 0;
/** The failed files' own failure reports, printed again last, where a CI log's tail shows them. */
const failures = [];
/** Each file's time (s), printed last: where a slow run's time went. */
const took = [];
for (const file of files) {
  const started = Date.now();
  const result = await runFile(file);
  if (result.code !== 0) {
    code = 1;
    // node's spec reporter ends a failed file with "✖ failing tests:" and each test's error.
    const at = result.output.lastIndexOf('failing tests:');
    const kind = STALL.test(result.output) ? ' (a stall: a step never answered)' : '';
    failures.push(
      `${path.basename(file)}${kind}: ${at < 0 ? `exit code ${result.code}` : result.output.slice(at)}`,
    );
  }
  took.push(`${path.basename(file)} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await server.close();
console.log(`\ne2e: time per file: ${took.join(', ')}`);
if (failures.length > 0) {
  console.log(`\ne2e: ${failures.length} file(s) failed; their reports again:\n`);
  for (const failure of failures) console.log(failure);
}
process.exit(code);
