/**
 * `npm run server` as a process (the bundle test:server built): a bad setting stops it
 * naming the key; it starts on the embedded database with nothing configured and answers
 * /readyz; SIGTERM stops it cleanly (exit code 0).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const MAIN = path.resolve('build-server', 'main.mjs');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    cwd: os.tmpdir(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));

  it('stops at a bad setting, naming its key', async () => {
    const server = run({ API_PORT: 'eighty' });
    assert.equal(await server.exited, 2);
    assert.match(server.output(), /configuration error: API_PORT/);
  });

  it('starts with no settings on the embedded database, and drains on SIGTERM', async () => {
    const port = await freePort();
    const server = run({ API_PORT: String(port), SERVER_DATA_DIR: dir, LOG_LEVEL: 'warn' });
    // Ready means a fresh embedded database made and migrated in a new process: about 5 s on a
    // quiet machine, over 20 s on a loaded one (seen). What is checked is that it gets there
    // and drains, not how fast: a deadline of 90 s, and the process never outlives the test.
    const deadline = Date.now() + 90_000;
    let health: Response | null = null;
    try {
      while (!health?.ok && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      }
    } finally {
      if (!health?.ok) server.child.kill('SIGKILL');
    }
    assert.ok(health?.ok, server.output());
    assert.deepEqual(await health.json(), {
      status: 'ok',
      checks: { database: 'ok' },
      database: 'pglite',
    });
    assert.ok(fs.existsSync(path.join(dir, 'pglite')));
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  });
});
