// `npm run bench:server [-- --duration 20 --only pglite|postgres]`: autocannon against the
// server (a process of its own, as deployed) on the embedded PGlite and on this machine's
// PostgreSQL (a database of its own, dropped after), each seeded with 100,000 tasks of the
// benchmarked account among 1,000 accounts; 50 connections, 20 s a case. Prints a table.
// A benchmark, not a test: the figures depend on the machine (README: "The server").
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from './build.mjs';
import { emulatorAdmin, freePort, startEmulator } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const DURATION = Number(arg('duration', '20'));
const CONNECTIONS = 50;
const ONLY = arg('only', '');
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

function node(script, env, { wait = true } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  if (!wait) return { child, exited };
  return exited.then((code) => {
    if (code !== 0) throw new Error(`${path.basename(script)} exited with ${code}`);
  });
}

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function backend(name, env, token) {
  console.log(`bench:server: ${name}: seeding 100,000 tasks of one account among 1,000`);
  const started = Date.now();
  await node('build-server/bench/prepare.mjs', env);
  console.log(`bench:server: ${name}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const port = await freePort();
  const server = node(
    'build-server/main.mjs',
    {
      ...env,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
    },
    { wait: false },
  );
  const url = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    for (let i = 0; i < 150; i += 1) {
      const ok = await fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const cases = [
      { name: 'GET api/tasks?pageSize=20 (board order)', path: '/api/tasks?pageSize=20' },
      {
        name: 'GET api/tasks?pageSize=20&page=50&sort=-dueDate',
        path: '/api/tasks?pageSize=20&page=50&sort=-dueDate',
      },
      { name: 'POST api/tasks', path: '/api/tasks', method: 'POST', body: '{"title":"Bench"}' },
      { name: 'GET api/email/messages?q=meeting', path: '/api/email/messages?q=meeting' },
    ];
    for (const c of cases) {
      const probe = await fetch(`${url}${c.path}`, {
        method: c.method ?? 'GET',
        headers,
        body: c.body,
      });
      if (probe.status === 404) {
        rows.push({
          database: name,
          case: c.name,
          note: 'not served yet (area not in src/backend)',
        });
        continue;
      }
      if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${await probe.text()}`);
      const result = await run({
        url: `${url}${c.path}`,
        method: c.method ?? 'GET',
        headers,
        body: c.body,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({
        database: name,
        case: c.name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
      });
      console.log(
        `bench:server: ${name}: ${c.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return rows;
}

let emulator = null;
const rows = [];
try {
  await buildServer({ tests: true });
  emulator = await startEmulator();
  const account = await emulatorAdmin(
    emulator.host,
    emulator.project,
    `bench-${Date.now()}@example.com`,
  );
  const common = {
    FIREBASE_PROJECT_ID: emulator.project,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    BENCH_OWNER: account.uid,
  };
  if (ONLY !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
    try {
      rows.push(
        ...(await backend(
          'PGlite',
          { ...common, DATABASE_URL: '', SERVER_DATA_DIR: dir },
          account.token,
        )),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (ONLY !== 'pglite') {
    const name = `server_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    try {
      rows.push(
        ...(await backend(
          'PostgreSQL 15',
          { ...common, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` },
          account.token,
        )),
      );
    } finally {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }
} finally {
  await emulator?.stop();
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s a case, ${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log('| database | case | req/s | p50 ms | p99 ms | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  if (row.note) console.log(`| ${row.database} | ${row.case} | ${row.note} | | | |`);
  else
    console.log(
      `| ${row.database} | ${row.case} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
}
