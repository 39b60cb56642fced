// `npm run bench:server [-- --duration 20 --only pglite|postgres --against <dir> --load 0.5 --rounds 1]`: autocannon
// against the server (a process of its own, as deployed) on the embedded PGlite and on this
// machine's PostgreSQL (a database of its own, dropped after), each seeded with 100,000 tasks
// of the benchmarked account among 1,000 accounts; 50 connections, 20 s a case. Prints a
// table: each case's req/s, p99 and its rate as a share of the first page's (the goals of
// issue 41 are such ratios, within one run: the machine's speed moves from day to day).
// `--against <dir>`: a build of the previous version (its `build-server` directory, e.g.
// `git worktree add /tmp/prev <commit> && (cd /tmp/prev && ln -s <repo>/node_modules &&
// node server/scripts/build.mjs)`, then `--against /tmp/prev/build-server`), whose first
// page is measured in the same run, on a database of its own seeded by its own prepare step.
// Each case is measured twice: its throughput at saturation (50 connections as fast as they
// can go: req/s, and the latency that load gives), then its latency at a fixed rate of half
// that throughput (`--load 0.5`): requests due at even intervals, each timed from when it was
// due (paced.mjs; autocannon's own `overallRate` sends in bursts). At saturation 50 connections
// each wait for the one before (Little's law: mean latency = 50 / req/s, so a case at 500 req/s
// has a 100 ms mean whatever the server does); the p99 goals are judged at the fixed rate.
// `--rounds <n>`: every case n times in turn, both builds' servers running (the previous
// build's first page right after this build's), the median of each figure; on a machine
// others share, a case measured once is measured at one moment of their load.
// `--cpu-prof <dir>`: the servers write CPU profiles there (open them in Chrome's DevTools).
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
import { paced } from './paced.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const DURATION = Number(arg('duration', '20'));
const CONNECTIONS = 50;
const ONLY = arg('only', '');
const AGAINST = arg('against', '') ? path.resolve(arg('against', '')) : '';
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** How deep the cursor walk goes (the account has 100,000 tasks). */
const WALK_TO = 50_000;
/** Goals (issue 41), as shares of the first page's rate, and p99 in ms. */
const GOALS = { list: { ratio: 0.8, p99: 50 }, create: { ratio: 0.4, p99: 100 } };
const BUILD = path.join(root, 'build-server');
const WARM_UP = Math.min(3, DURATION);
/** How many times every case is measured, in turn (the table gives the medians). */
const ROUNDS = Number(arg('rounds', '1'));
/** The fixed rate latency is measured at, as a share of the case's own throughput. */
const LOAD = Number(arg('load', '0.5'));

/** `--cpu-prof <dir>`: each server process writes a CPU profile there when it stops. */
const CPU_PROF = arg('cpu-prof', '') ? path.resolve(arg('cpu-prof', '')) : '';

function node(script, env, { wait = true, profile = false } = {}) {
  const flags = profile && CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...flags, script], {
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

/** Seeds with `build`'s own prepare step, then starts `build`'s server; answers its URL. */
async function serve(name, build, env) {
  console.log(`bench:server: ${name}: seeding 100,000 tasks of one account among 1,000`);
  const started = Date.now();
  await node(path.join(build, 'bench', 'prepare.mjs'), env);
  console.log(`bench:server: ${name}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (env.DATABASE_URL) {
    // The seed's dirty pages written now, not by a checkpoint during the first case (the
    // first page read low in every run before this: it ran while the seed was written out).
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('checkpoint');
    await client.end();
  }
  const port = await freePort();
  const server = node(
    path.join(build, 'main.mjs'),
    {
      ...env,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
    },
    { wait: false, profile: true },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    // Ready: /readyz; a build from before it (--against) says so on /healthz.
    const ok = await fetch(`${url}/readyz`)
      .then(async (r) => r.ok || (r.status === 404 && (await fetch(`${url}/healthz`)).ok))
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

const headersOf = (token) => ({
  authorization: `JWT ${token}`,
  'content-type': 'application/json',
});

/** Follows `nextCursor` from the first page to row `WALK_TO`: the cursor found there. */
async function walk(url, token) {
  const started = Date.now();
  let cursor = '';
  for (let row = 0; row < WALK_TO; row += 200) {
    const query = `pageSize=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(`${url}/api/tasks?${query}`, { headers: headersOf(token) });
    if (!response.ok) throw new Error(`cursor walk: ${response.status} ${await response.text()}`);
    cursor = (await response.json()).nextCursor;
    if (!cursor) throw new Error(`cursor walk: no nextCursor at row ${row}`);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`bench:server: cursor walk to row ${WALK_TO}: ${seconds.toFixed(1)} s`);
  return cursor;
}

/** One case: autocannon, 50 connections; `tokens` (more than one) spread over them. */
async function measure(database, url, c, tokens) {
  const method = c.method ?? 'GET';
  const probe = await fetch(`${url}${c.path}`, {
    method,
    headers: headersOf(tokens[0]),
    body: c.body,
  });
  if (probe.status === 404) {
    return { database, case: c.name, note: 'not served yet (area not in src/backend)' };
  }
  if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${await probe.text()}`);
  let next = 0;
  const options = {
    url: `${url}${c.path}`,
    method,
    headers: headersOf(tokens[0]),
    body: c.body,
    connections: CONNECTIONS,
    duration: DURATION,
    // Each connection as one of the accounts, in turn.
    setupClient: (client) => client.setHeaders(headersOf(tokens[next++ % tokens.length])),
  };
  // Warmed up first, not measured: the server's first requests (JIT, pool, each account's
  // first use seeding its area) are not what a running instance serves.
  await run({ ...options, duration: WARM_UP });
  const result = await run(options);
  const rps = Math.round(result.requests.average);
  // The same requests at a fixed rate below saturation: the latency a request meets when the
  // server keeps up (at saturation it is mostly the wait behind the other connections).
  const rate = Math.max(1, Math.round(rps * LOAD));
  const atRate = await paced({
    url: options.url,
    method,
    headersFor: (i) => headersOf(tokens[i % tokens.length]),
    body: c.body,
    rate,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  const row = {
    database,
    case: c.name,
    kind: c.kind,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate,
    ratePerSecond: atRate.perSecond,
    p50AtRate: atRate.p50,
    p99AtRate: atRate.p99,
    errors: result.non2xx + result.errors + result.timeouts + atRate.errors,
  };
  console.log(
    `bench:server: ${database}: ${c.name}: ${row.rps} req/s, p99 ${row.p99} ms; at ${rate} req/s p99 ${row.p99AtRate} ms`,
  );
  return row;
}

const FIRST = { name: 'GET api/tasks?pageSize=20 (board order)', path: '/api/tasks?pageSize=20' };

/** A case's figures over the rounds: the median of each (errors: their sum). */
function median(rows) {
  if (rows.length === 1 || rows[0].note) return rows[0];
  const mid = (key) => {
    const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
    const at = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[at] : Math.round((sorted[at - 1] + sorted[at]) / 2);
  };
  const keys = ['rps', 'p50', 'p99', 'rate', 'ratePerSecond', 'p50AtRate', 'p99AtRate'];
  return {
    ...rows[0],
    ...Object.fromEntries(keys.map((key) => [key, mid(key)])),
    errors: rows.reduce((n, r) => n + r.errors, 0),
  };
}

/**
 * Both builds' servers at once (each on its own database, seeded first), and every case in
 * turn, `ROUNDS` times: the previous build's first page right after this build's, so the two
 * meet the same moment of a shared machine; each figure is the median over the rounds.
 */
async function backend(name, env, accounts, previousEnv) {
  const [owner, ...others] = accounts;
  const server = await serve(name, BUILD, env);
  let previous = null;
  try {
    if (previousEnv) previous = await serve(`${name} (previous build)`, AGAINST, previousEnv);
    const deep = await walk(server.url, owner.token);
    const list = (c) => ({ ...c, kind: 'list', url: server.url, tokens: [owner.token] });
    const create = {
      path: '/api/tasks',
      method: 'POST',
      body: '{"title":"Bench"}',
      kind: 'create',
      url: server.url,
    };
    const cases = [
      list(FIRST),
      ...(previous
        ? [
            {
              ...FIRST,
              name: `${FIRST.name}, previous build`,
              kind: 'previous',
              url: previous.url,
              tokens: [owner.token],
            },
          ]
        : []),
      list({
        name: 'GET api/tasks?pageSize=20&sort=dueDate',
        path: '/api/tasks?pageSize=20&sort=dueDate',
      }),
      list({
        name: 'GET api/tasks?pageSize=20&page=50&sort=dueDate',
        path: '/api/tasks?pageSize=20&page=50&sort=dueDate',
      }),
      list({
        name: 'GET api/tasks?pageSize=20&page=50&sort=-dueDate',
        path: '/api/tasks?pageSize=20&page=50&sort=-dueDate',
      }),
      list({
        name: `GET api/tasks?pageSize=20&cursor=(row ${WALK_TO.toLocaleString('en')})`,
        path: `/api/tasks?pageSize=20&cursor=${encodeURIComponent(deep)}`,
      }),
      list({ name: 'GET api/email/messages?q=meeting', path: '/api/email/messages?q=meeting' }),
      {
        ...create,
        name: `POST api/tasks (${others.length} accounts)`,
        tokens: others.map((a) => a.token),
      },
      { ...create, name: 'POST api/tasks (one account)', tokens: [owner.token] },
    ];
    const measured = new Map(cases.map((c) => [c.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (ROUNDS > 1) console.log(`bench:server: ${name}: round ${round} of ${ROUNDS}`);
      for (const c of cases) {
        measured.get(c.name).push(await measure(name, c.url, c, c.tokens));
      }
    }
    return cases.map((c) => median(measured.get(c.name)));
  } finally {
    await previous?.stop();
    await server.stop();
  }
}

async function withDatabase(name, work) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  try {
    return await work(`postgres://postgres@127.0.0.1:5432/${name}`);
  } finally {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

let emulator = null;
const rows = [];
try {
  await buildServer({ tests: true });
  if (AGAINST && !fs.existsSync(path.join(AGAINST, 'bench', 'prepare.mjs'))) {
    throw new Error(`--against ${AGAINST}: no bench/prepare.mjs there (a build-server directory?)`);
  }
  emulator = await startEmulator();
  // The benchmarked account, then 50 more for creates from many accounts.
  const accounts = [];
  for (let i = 0; i <= CONNECTIONS; i += 1) {
    accounts.push(
      await emulatorAdmin(emulator.host, emulator.project, `bench-${Date.now()}-${i}@example.com`),
    );
  }
  const common = {
    FIREBASE_PROJECT_ID: emulator.project,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    BENCH_OWNER: accounts[0].uid,
  };
  if (ONLY !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
    const previousDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-previous-'));
    try {
      const env = { ...common, DATABASE_URL: '', SERVER_DATA_DIR: dir };
      const previous = AGAINST && { ...common, DATABASE_URL: '', SERVER_DATA_DIR: previousDir };
      rows.push(...(await backend('PGlite', env, accounts, previous)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(previousDir, { recursive: true, force: true });
    }
  }
  if (ONLY !== 'pglite') {
    await withDatabase(`server_bench_${process.pid}`, (url) =>
      withDatabase(`server_bench_${process.pid}_previous`, async (previousUrl) => {
        const previous = AGAINST && { ...common, DATABASE_URL: previousUrl };
        rows.push(
          ...(await backend('PostgreSQL 15', { ...common, DATABASE_URL: url }, accounts, previous)),
        );
      }),
    );
  }
} finally {
  await emulator?.stop();
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s a case, ${ROUNDS} round(s) (medians), ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(
  `goals: lists >= ${GOALS.list.ratio}x the first page, p99 <= ${GOALS.list.p99} ms; creates >= ${GOALS.create.ratio}x, p99 <= ${GOALS.create.p99} ms`,
);
console.log(
  `req/s, p50 and p99 at saturation (${CONNECTIONS} connections as fast as they go); "at rate": the same requests at a fixed ${LOAD} x the case's own req/s, where the p99 goals are judged (load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')})\n`,
);
console.log(
  '| database | case | req/s | x first page | p50 ms | p99 ms | at rate req/s | p50 ms at rate | p99 ms at rate | errors | goal |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) {
  if (row.note) {
    console.log(`| ${row.database} | ${row.case} | ${row.note} | | | | | | | | |`);
    continue;
  }
  const first = rows.find((r) => r.database === row.database && r.case === FIRST.name);
  const ratio = first?.rps ? row.rps / first.rps : NaN;
  const goal = GOALS[row.kind];
  const verdict =
    row.kind === 'previous'
      ? ratio <= 1
        ? 'first page no slower: met'
        : 'first page slower than before'
      : goal
        ? [
            ratio >= goal.ratio ? 'rate met' : 'rate missed',
            row.p99AtRate <= goal.p99 ? 'p99 met' : 'p99 missed',
          ].join(', ')
        : '';
  console.log(
    `| ${row.database} | ${row.case} | ${row.rps} | ${ratio.toFixed(2)} | ${row.p50} | ${row.p99} | ${row.ratePerSecond} | ${row.p50AtRate} | ${row.p99AtRate} | ${row.errors} | ${verdict} |`,
  );
}
