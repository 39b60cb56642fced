/**
 * Uploads (multipart, streamed with a size limit) through the shared route runner, and the
 * local-directory BlobStore.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { multipartRoute } from '@/backend/route';
import { readAll, streamOf } from '@/backend/bytes';
import { memoryStore } from '@/backend/memory';
import { tooLarge } from '@/backend/problems';
import { mountApi } from '../src/api';
import { buildApp } from '../src/app';
import { directoryBlobStore, memoryBlobStore } from '../src/blobs';
import { assertProblem } from './helpers';

const LIMIT = 64 * 1024;
const GOOD = 'header.payload.signature';

const upload = multipartRoute({
  method: 'post',
  path: 'uploads',
  upload: {
    fields: ['file'],
    maxFiles: 2,
    fileBytes: LIMIT,
    tooLarge: () => tooLarge('over the limit'),
    key: (caller, blobId) => `${caller.uid}:${blobId}`,
  },
  async handle({ body, blobs }) {
    if (!body) return { none: true };
    const file = body.files[0];
    if (!file) return { fields: body.fields, files: 0 };
    const stored = await blobs.get(file.key ?? '');
    const bytes = stored ? Buffer.from(await readAll(stored.stream)) : Buffer.alloc(0);
    return {
      fields: body.fields,
      files: body.files.length,
      name: file.name,
      type: stored?.type,
      size: file.size,
      checksum: bytes.reduce((sum, b) => (sum + b) % 65521, 0),
    };
  },
});

describe('multipart uploads', () => {
  const blobs = memoryBlobStore();
  let app: FastifyInstance;
  let url: string;
  before(async () => {
    app = await buildApp({
      corsOrigins: [],
      rateLimitPerMinute: 1000,
      verifier: {
        verify: (t) => Promise.resolve(t === GOOD ? { uid: 'u1', role: 'Admin' } : null),
      },
      ping: () => Promise.resolve(),
      databaseKind: 'test',
      state: { ready: true },
      mountApi: (api) =>
        mountApi(api, {
          routes: [upload],
          store: memoryStore([]),
          blobs,
        }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(() => app.close());

  const send = (form: FormData | string, type?: string) =>
    fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `JWT ${GOOD}`, ...(type ? { 'content-type': type } : {}) },
      body: form,
    });

  it('streams a file and its fields to the route, bytes intact', async () => {
    const form = new FormData();
    form.set('folderId', 'documents');
    const bytes = new Uint8Array(40_000).map((_, i) => i % 251);
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
    const response = await send(form);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      fields: { folderId: ['documents'] },
      files: 1,
      name: 'report.pdf',
      type: 'application/pdf',
      size: 40_000,
      checksum: bytes.reduce((sum, b) => (sum + b) % 65521, 0),
    });
  });

  it('stops reading a file at the limit; the route answers as its contract says (413)', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(LIMIT + 10_000)]), 'big.zip');
    const response = await send(form);
    assert.equal(response.status, 413);
    assertProblem(await response.json(), 'over the limit');
  });

  it('reads a body that is not multipart as no files, and a broken one as 400', async () => {
    const none = await send('{}', 'application/json');
    assert.deepEqual(await none.json(), { none: true });
    const broken = await send('--x\r\nnot a part', 'multipart/form-data; boundary=x');
    assert.equal(broken.status, 400);
    assert.match(((await broken.json()) as { message: string }).message, /upload/);
  });
});

describe('directory BlobStore', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-blobs-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps bytes and type, forgets them on delete, and never uses a key as a path', async () => {
    const blobs = directoryBlobStore(dir);
    const key = '../../etc/u1:passwd';
    await blobs.put(key, streamOf(new Uint8Array([1, 2, 3])), { type: 'text/plain' });
    const stored = await blobs.get(key);
    assert.deepEqual([...(await readAll(stored!.stream))], [1, 2, 3]);
    const part = await blobs.get(key, { start: 1 });
    assert.deepEqual([part?.size, part?.range], [3, { start: 1, end: 2 }]);
    assert.deepEqual([...(await readAll(part!.stream))], [2, 3]);
    assert.equal((await blobs.get(key, { start: 3 }))?.unsatisfiable, true);
    assert.equal(stored?.type, 'text/plain');
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    assert.ok(
      files.every((file) => /^[0-9a-f]{64}(\/[0-9a-f]{64}(\.type)?)?$/.test(file)),
      files.join(),
    );
    await blobs.delete(key);
    assert.equal(await blobs.get(key), null);
    await blobs.delete(key);
  });

  it("deletes one owner's group of blobs and keeps every other", async () => {
    const blobs = directoryBlobStore(dir);
    const bytes = () => streamOf(new Uint8Array([7]));
    const type = { type: 'text/plain' };
    await blobs.put('u1:f1', bytes(), type);
    await blobs.put('email:u1:m1/a1', bytes(), type);
    await blobs.put('u10:f1', bytes(), type);
    await blobs.deletePrefix('u1:');
    assert.equal(await blobs.get('u1:f1'), null);
    assert.ok(await blobs.get('email:u1:m1/a1'), 'another group of the owner stays');
    assert.ok(await blobs.get('u10:f1'), "u10's blobs are not u1's");
    await assert.rejects(blobs.deletePrefix('u1'), /key group/);
    const memory = memoryBlobStore();
    await memory.put('u1:f1', bytes(), type);
    await memory.put('u10:f1', bytes(), type);
    await memory.deletePrefix('u1:');
    assert.equal(await memory.get('u1:f1'), null);
    assert.ok(await memory.get('u10:f1'));
  });
});
