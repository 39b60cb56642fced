/**
 * Server processes for tests: the bundle `npm run server` runs (build-server/main.mjs, which
 * test:server builds), started on a free port with only the settings given.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.resolve('build-server', 'main.mjs');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** `node build-server/main.mjs` on a free port with these settings, once /readyz says ok. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    // Only these settings: the test runner's environment (and a .env) must not leak in.
    // The accounts of createAccount (helpers.ts) are verified example.com addresses: members.
    env: {
      PATH: process.env.PATH ?? '',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      WORKSPACE_DOMAINS: 'example.com',
      ...env,
    },
    cwd: os.tmpdir(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance = { name, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
  // Start, migrate (A) and the bucket check: seconds; 30 s on a loaded machine.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) assert.fail(`${name} exited at start: ${output}`);
    const ready = await fetch(`${instance.url}/readyz`).catch(() => null);
    if (ready?.ok) return instance;
    if (Date.now() > deadline) assert.fail(`${name} not ready in 30 s: ${output}`);
    await pause(200);
  }
}

export async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode) return;
  instance.child.kill('SIGTERM');
  const stopped = await Promise.race([instance.exited, pause(10_000).then(() => 'late')]);
  if (stopped === 'late') instance.child.kill('SIGKILL');
}
