// A build with a Firebase config must carry nothing of the demo identity backend: no demo
// accounts, no passwords, no msw handlers that answer Firebase sign-in. Builds with a fake
// Firebase web config into build-firebase/ (or BUILD_DIR), then searches every emitted
// .js, .css and .html file for markers that only the demo backend contains. Exits 1 naming
// the file and the marker on a hit.
//
//   node scripts/check-firebase-build.mjs             build, then check
//   node scripts/check-firebase-build.mjs --no-build  check the build already there
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build-firebase');

// A Firebase web config that parses (src/config/env.ts) and makes the build a cloud one.
// The values are fake: the build is searched, never run against Google.
const FIREBASE_ENV = {
  FIREBASE_API_KEY: 'fake-key',
  FIREBASE_AUTH_DOMAIN: 'demo-shreyu.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'demo-shreyu',
  FIREBASE_STORAGE_BUCKET: 'demo-shreyu.appspot.com',
  FIREBASE_MESSAGING_SENDER_ID: '1',
  FIREBASE_APP_ID: '1:1:web:1',
  FIREBASE_EMULATORS: 'false',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  FIRESTORE_EMULATOR_HOST: '',
};

/**
 * Strings only the demo backend has (src/mocks), each with why. The Firebase SDK itself
 * contains the Identity Toolkit host, method names such as `signInWithPassword` and error
 * codes such as `EMAIL_EXISTS`, so those would be false alarms and are not listed.
 */
const MARKERS = [
  ['Admin#2026', 'demo Admin password (mocks/db/seed.ts)'],
  ['User#2026', 'demo user password (mocks/db/seed.ts)'],
  ['admin@shreyu.test', 'demo Admin e-mail (mocks/db/seed.ts)'],
  ['user@shreyu.test', 'demo user e-mail (mocks/db/seed.ts)'],
  ['shreyu_demo_backend', 'storage key of the demo accounts db (mocks/db/db.ts)'],
  // The handlers match requests with regular expressions; the SDK writes the plain host.
  ['identitytoolkit\\.googleapis\\.com', 'msw Identity Toolkit handler URL pattern'],
  ['securetoken\\.googleapis\\.com', 'msw Secure Token handler URL pattern'],
  ['shreyu_msw_scenario', 'demo backend scenario switch (mocks/browser.ts)'],
  // Not `mockServiceWorker.js`: a Firebase build without API_BASE_URL rightly starts the
  // worker for the demo API (mocks/apiWorker.ts); it must carry no accounts or identity handlers.
];

const EXTENSIONS = new Set(['.js', '.css', '.html']);

function build() {
  console.log(`check-firebase-build: building with a fake Firebase config into ${buildDir}`);
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...FIREBASE_ENV, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) {
    console.error('check-firebase-build: the build failed');
    process.exit(result.status ?? 1);
  }
}

function* emittedFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* emittedFiles(full);
    else if (EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

if (!process.argv.includes('--no-build')) build();

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`check-firebase-build: no build in ${buildDir} (run without --no-build)`);
  process.exit(1);
}

let hits = 0;
let files = 0;
for (const file of emittedFiles(buildDir)) {
  files += 1;
  const text = fs.readFileSync(file, 'utf8');
  for (const [marker, why] of MARKERS) {
    if (text.includes(marker)) {
      hits += 1;
      console.error(`${path.relative(root, file)}: contains "${marker}" (${why})`);
    }
  }
}

if (hits > 0) {
  console.error(`check-firebase-build: ${hits} demo backend marker(s) in a Firebase build`);
  process.exit(1);
}
console.log(`check-firebase-build: ${files} files, no demo backend marker`);
