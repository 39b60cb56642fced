/**
 * No orphan that is never cleaned (issue 41): an instance killed after an upload's bytes are
 * stored but before its row commits leaves a pending record; the sweep deletes those bytes
 * once the record is older than its grace period. Bytes a committed request kept, and
 * bytes still within the grace period, stay. Several instances sweep without harm.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { FILES_API, type FileEntry } from '@/contract/files';
import { fileBlobKey } from '@/backend/blobKeys';
import { streamOf } from '@/backend/bytes';
import type { TokenVerifier } from '../src/auth';
import { directoryBlobStore } from '../src/blobs';
import { pendingBlobStore, sweepPendingBlobs } from '../src/pendingBlobs';
import type { RunningServer } from '../src/server';
import { call, serve, type Account } from './helpers';

const ADMIN = { token: 'admin.sweep.token' } as Account;
const UID = 'sweep-admin';
const tokens: TokenVerifier = {
  verify: (token) =>
    Promise.resolve(
      token === ADMIN.token
        ? { uid: UID, role: 'Admin', authTime: Math.floor(Date.now() / 1000) }
        : null,
    ),
};
const GRACE_MS = 600;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bytesOf = (text: string) => streamOf(new TextEncoder().encode(text));

describe('the sweep of uploads that never completed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-sweep-'));
  const bytes = directoryBlobStore(dir);
  let server: RunningServer;
  const pending = async () =>
    (
      await sql<{ key: string }>`select key from pending_blobs order by key`.execute(
        server.database.db,
      )
    ).rows.map((row) => row.key);
  const upload = (name: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    form.append('folderId', '');
    return call(server, 'POST', `/${FILES_API.list}`, { account: ADMIN, raw: form });
  };
  before(async () => {
    server = await serve(
      {},
      { verifier: tokens, blobs: bytes, blobSweep: { graceMs: GRACE_MS, intervalMs: 100 } },
    );
  });
  after(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an upload that committed is settled and outlives the grace period', async () => {
    const posted = await upload('kept.txt', 'kept bytes');
    assert.equal(posted.status, 200);
    assert.deepEqual(await pending(), []);
    await pause(GRACE_MS * 2);
    const content = await call(
      server,
      'GET',
      `/${FILES_API.content((posted.body as FileEntry).id)}`,
      {
        account: ADMIN,
      },
    );
    assert.equal(content.status, 200);
    assert.equal(content.body, 'kept bytes');
  });

  it('a refused upload: its bytes went with the request, its record with the sweep', async () => {
    const empty = await upload('empty.txt', '');
    assert.equal(empty.status, 422);
    for (let i = 0; i < 40 && (await pending()).length; i += 1) await pause(100);
    assert.deepEqual(await pending(), []);
  });

  it('bytes stored by an instance killed before its row: deleted after the grace period', async () => {
    // What the killed instance did before dying: the record, then the bytes; no row.
    const key = fileBlobKey(UID, 'u-killed-1');
    await pendingBlobStore(bytes, server.database.db).put(key, bytesOf('orphan'), {
      type: 'text/plain',
    });
    assert.ok(await bytes.get(key), 'stored');
    assert.deepEqual(await pending(), [key]);
    await pause(GRACE_MS / 3);
    assert.ok(await bytes.get(key), 'kept within the grace period (the upload may still commit)');
    for (let i = 0; i < 40 && (await pending()).length; i += 1) await pause(100);
    assert.equal(await bytes.get(key), null, 'the orphan bytes are gone');
    assert.deepEqual(await pending(), []);
  });

  it('two instances sweeping at once delete each orphan once, without error', async () => {
    const keys = [1, 2, 3, 4, 5].map((n) => fileBlobKey(UID, `u-race-${n}`));
    const store = pendingBlobStore(bytes, server.database.db);
    for (const key of keys) await store.put(key, bytesOf(key), { type: 'text/plain' });
    await sql`update pending_blobs set created_at = now() - interval '1 hour'`.execute(
      server.database.db,
    );
    const removed = await Promise.all([
      sweepPendingBlobs(server.database.db, bytes, { graceMs: GRACE_MS }),
      sweepPendingBlobs(server.database.db, bytes, { graceMs: GRACE_MS }),
    ]);
    assert.ok(removed.reduce((a, b) => a + b, 0) <= keys.length);
    for (let i = 0; i < 40 && (await pending()).length; i += 1) await pause(100);
    for (const key of keys) assert.equal(await bytes.get(key), null, key);
    assert.deepEqual(await pending(), []);
  });
});
