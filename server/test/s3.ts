/** A local S3-compatible server for tests: s3rver on a free port over a temporary directory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { BlobBucketConfig } from '../src/config';

export const TEST_BUCKET = 'test-bucket';
/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  config: BlobBucketConfig;
  /** Every object file s3rver keeps (its directory, recursively). */
  objects(): string[];
  /** The parts of multipart uploads s3rver holds (unfinished ones included; none are objects). */
  parts(): string[];
  stop(): Promise<void>;
}

export async function startS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket: TEST_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
    },
    objects: () =>
      fs
        .readdirSync(path.join(directory, TEST_BUCKET), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('._S3rver_object')),
    parts: () => {
      const uploads = path.join(directory, TEST_BUCKET, '._S3rver_uploads');
      if (!fs.existsSync(uploads)) return [];
      return fs
        .readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
