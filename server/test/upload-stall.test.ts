/**
 * A client that stops sending half-way through an upload (the connection kept open) cannot
 * hold the server's buffers: after `UPLOAD_STALL_TIMEOUT_MS` with no byte the upload is cut
 * with 408 and a message, the connection closes, and nothing is kept (no blob, no row).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FILES_API } from '@/contract/files';
import { MESSAGES } from '../src/errors';
import type { TokenVerifier } from '../src/auth';
import { directoryBlobStore } from '../src/blobs';
import { parseConfig } from '../src/config';
import type { RunningServer } from '../src/server';
import { serve, type Account } from './helpers';
import { sendFile, fileCount, storedBlobs } from './uploads';

const ADMIN = { token: 'admin.stall.token' } as Account;
const tokens: TokenVerifier = {
  verify: (token) =>
    Promise.resolve(
      token === ADMIN.token
        ? { uid: 'stall-admin', role: 'Admin', authTime: Math.floor(Date.now() / 1000) }
        : null,
    ),
};
const MB = 1024 * 1024;
const STALL_MS = 400;

describe('a stalled upload is cut', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-stall-'));
  let server: RunningServer;
  const stored = () => storedBlobs(dir);
  const files = () => fileCount(server, ADMIN);
  before(async () => {
    server = await serve(
      { uploadStallMs: STALL_MS },
      { verifier: tokens, blobs: directoryBlobStore(dir) },
    );
  });
  after(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'no byte for the stall time: 408 with a message, nothing kept',
    { timeout: 15_000 },
    async () => {
      const before = await files();
      const started = Date.now();
      const answer = await sendFile(server, {
        path: FILES_API.list,
        account: ADMIN,
        size: 10 * MB,
        stallAfter: 2 * MB,
      });
      assert.equal(answer.status, 408);
      assert.equal(answer.body?.message, MESSAGES.uploadStalled);
      assert.ok(Date.now() - started >= STALL_MS, 'not before the stall time');
      for (let i = 0; i < 50 && stored().length > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.deepEqual(stored(), []);
      assert.equal(await files(), before);
    },
  );

  it(
    'a body that never starts is cut too (no part ever arrives)',
    { timeout: 15_000 },
    async () => {
      const answer = await sendFile(server, {
        path: FILES_API.list,
        account: ADMIN,
        size: MB,
        noBody: true,
      });
      assert.equal(answer.status, 408);
      assert.deepEqual(stored(), []);
    },
  );

  it('an upload that keeps sending is not cut, and the server still serves', async () => {
    const answer = await sendFile(server, { path: FILES_API.list, account: ADMIN, size: 2 * MB });
    assert.equal(answer.status, 200);
  });
});

describe('UPLOAD_STALL_TIMEOUT_MS', () => {
  it('defaults to 30 s, 0 turns it off, a bad value is refused naming it', () => {
    assert.equal(parseConfig({}).uploadStallMs, 30_000);
    assert.equal(parseConfig({ UPLOAD_STALL_TIMEOUT_MS: '0' }).uploadStallMs, 0);
    assert.throws(
      () => parseConfig({ UPLOAD_STALL_TIMEOUT_MS: 'soon' }),
      /UPLOAD_STALL_TIMEOUT_MS/,
    );
  });
});
