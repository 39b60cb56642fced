/**
 * The S3-compatible bucket adapter against a local s3rver over real HTTP: the port's
 * operations, a stream refused half-way, the start-up check, and a file uploaded and
 * downloaded (whole and a range) through the API with the bucket behind it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OverLimit, limitBytes, readAll, streamOf } from '@/backend/bytes';
import { FILES_API, type FileEntry } from '@/contract/files';
import { bucketBlobStore, type BucketBlobStore } from '../src/bucket';
import type { TokenVerifier } from '../src/auth';
import type { RunningServer } from '../src/server';
import { call, serve, type Account } from './helpers';
import { S3RVER_CREDENTIALS, startS3, type LocalS3 } from './s3';

const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 7) % 256);

async function* chunks(bytes: Uint8Array, size = 64 * 1024) {
  for (let at = 0; at < bytes.byteLength; at += size) {
    await Promise.resolve();
    yield bytes.slice(at, at + size);
  }
}

describe('bucket BlobStore (s3rver)', () => {
  let s3: LocalS3;
  let blobs: BucketBlobStore;
  before(async () => {
    s3 = await startS3();
    blobs = bucketBlobStore({ ...s3.config, credentials: S3RVER_CREDENTIALS });
  });
  after(async () => {
    blobs.destroy();
    await s3.stop();
  });

  it('puts a stream, gets it whole and by ranges, deletes it', async () => {
    const bytes = bytesOf(300_000);
    assert.deepEqual(await blobs.put('u1:f1', chunks(bytes), { type: 'application/pdf' }), {
      size: 300_000,
    });
    const whole = await blobs.get('u1:f1');
    assert.equal(whole?.size, 300_000);
    assert.equal(whole?.type, 'application/pdf');
    assert.ok(Buffer.from(await readAll(whole.stream)).equals(Buffer.from(bytes)));
    const part = await blobs.get('u1:f1', { start: 10, end: 19 });
    assert.deepEqual([part?.size, part?.range], [300_000, { start: 10, end: 19 }]);
    assert.deepEqual([...(await readAll(part!.stream))], [...bytes.slice(10, 20)]);
    const tail = await blobs.get('u1:f1', { suffix: 5 });
    assert.deepEqual(tail?.range, { start: 299_995, end: 299_999 });
    assert.deepEqual([...(await readAll(tail.stream))], [...bytes.slice(-5)]);
    const outside = await blobs.get('u1:f1', { start: 300_000 });
    assert.deepEqual([outside?.unsatisfiable, outside?.size], [true, 300_000]);
    await blobs.delete('u1:f1');
    assert.equal(await blobs.get('u1:f1'), null);
    await blobs.delete('u1:f1');
  });

  it("deletes one owner's prefix and keeps every other key", async () => {
    const type = { type: 'text/plain' };
    await blobs.put('u1:a', streamOf(bytesOf(3)), type);
    await blobs.put('u1:b', streamOf(bytesOf(3)), type);
    await blobs.put('u10:a', streamOf(bytesOf(3)), type);
    await blobs.deletePrefix('u1:');
    assert.equal(await blobs.get('u1:a'), null);
    assert.equal(await blobs.get('u1:b'), null);
    assert.ok(await blobs.get('u10:a'));
    await blobs.deletePrefix('u10:');
  });

  it('keeps nothing of a stream that fails half-way (several parts in)', async () => {
    const before = s3.objects().length;
    await assert.rejects(
      blobs.put('u1:big', limitBytes(chunks(bytesOf(12 * 1024 * 1024), 1024 * 1024), 11_000_000), {
        type: 'application/zip',
      }),
      OverLimit,
    );
    assert.equal(await blobs.get('u1:big'), null);
    assert.equal(s3.objects().length, before);
  });

  it('checks the bucket at start: a missing one is named', async () => {
    await blobs.check();
    const missing = bucketBlobStore({
      ...s3.config,
      bucket: 'no-such-bucket',
      credentials: S3RVER_CREDENTIALS,
    });
    await assert.rejects(missing.check(), /BLOB_BUCKET "no-such-bucket" does not exist/);
    missing.destroy();
  });
});

/** Tokens of this test's own (the route path is what is tested here, not sign-in). */
const admin = { token: 'admin.bucket.token' } as Account;
export const tokens: TokenVerifier = {
  verify: (token) =>
    Promise.resolve(
      token === admin.token
        ? { uid: 'bucket-admin', role: 'Admin', authTime: Math.floor(Date.now() / 1000) }
        : null,
    ),
};

describe('files through the API with the bucket behind it', () => {
  let s3: LocalS3;
  let server: RunningServer;
  const saved = { ...process.env };
  before(async () => {
    s3 = await startS3();
    // The server takes its credentials from the SDK's chain, as in production.
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    server = await serve({ blobBucket: s3.config }, { verifier: tokens });
  });
  after(async () => {
    await server.close();
    await s3.stop();
    process.env.AWS_ACCESS_KEY_ID = saved.AWS_ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = saved.AWS_SECRET_ACCESS_KEY;
  });

  it('uploads into the bucket, downloads whole and by range, deletes from it', async () => {
    const bytes = bytesOf(200_000);
    const form = new FormData();
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
    form.set('folderId', '');
    const posted = await call(server, 'POST', `/${FILES_API.list}`, { account: admin, raw: form });
    assert.equal(posted.status, 200, JSON.stringify(posted.body));
    const file = posted.body as FileEntry;
    assert.equal(file.size, 200_000);
    assert.equal(s3.objects().length, 1);

    const url = `${server.url}/${FILES_API.content(file.id)}`;
    const auth = { authorization: `JWT ${admin.token}` };
    const whole = await fetch(url, { headers: auth });
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.ok(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes)));
    const part = await fetch(url, { headers: { ...auth, range: 'bytes=100-199' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), 'bytes 100-199/200000');
    assert.deepEqual([...new Uint8Array(await part.arrayBuffer())], [...bytes.slice(100, 200)]);
    const outside = await fetch(url, { headers: { ...auth, range: 'bytes=200000-' } });
    assert.equal(outside.status, 416);
    assert.equal(outside.headers.get('content-range'), 'bytes */200000');
    assert.match(((await outside.json()) as { message: string }).message, /outside the file/);

    const gone = await call(server, 'DELETE', `/${FILES_API.item(file.id)}`, { account: admin });
    assert.equal(gone.status, 204);
    assert.equal(s3.objects().length, 0);
  });
});
