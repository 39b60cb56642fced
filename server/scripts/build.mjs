// Bundles the server (TypeScript, `@/` paths of the shared layer) into build-server/ with
// esbuild, packages left to node_modules; `--tests` adds server/test/*.test.ts. The bundle is
// what `npm run server` runs: one Node process, no TypeScript loader at run time.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT_DIR = path.join(root, 'build-server');

export async function buildServer({ tests = false } = {}) {
  const entryPoints = {
    main: 'server/src/main.ts',
    grantAdmin: 'server/src/grantAdmin.ts',
    apiDocument: 'server/src/apiDocument.ts',
    migrate: 'server/src/migrate.ts',
  };
  if (tests) {
    for (const dir of ['server/test', 'server/bench']) {
      if (!fs.existsSync(path.join(root, dir))) continue;
      for (const file of fs.readdirSync(path.join(root, dir))) {
        if (dir === 'server/bench' ? file.endsWith('.ts') : file.endsWith('.test.ts')) {
          entryPoints[`${path.basename(dir)}/${file.replace(/\.ts$/, '')}`] = `${dir}/${file}`;
        }
      }
    }
  }
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The shared layer reads the build's env at module level in places (src/config/env.ts):
    // on the server those keys are simply absent.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return OUT_DIR;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer({ tests: process.argv.includes('--tests') });
}
