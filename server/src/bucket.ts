/**
 * File bytes in an S3-compatible bucket (AWS S3, Google Cloud Storage's interoperability
 * endpoint, Cloudflare R2, MinIO): what several instances share. Chosen by `BLOB_BUCKET`
 * (config.ts); credentials come from the SDK's own chain (`AWS_ACCESS_KEY_ID` /
 * `AWS_SECRET_ACCESS_KEY`, a profile, an instance role).
 *
 * Uploads stream through lib-storage's `Upload`: one part of `PART_SIZE` in memory at a time
 * (a small file is one PutObject), never the whole file. A stream that fails (a limit, a
 * client gone) aborts the multipart upload: no object appears. Left-overs of a killed
 * process: an unfinished multipart upload is invisible and is removed by the bucket's
 * lifecycle rule "abort incomplete multipart uploads after 1 day" (the deploy doc asks for
 * it); a whole object written just before the kill, whose row never committed, has a key
 * never used again and goes with the owner's prefix at "Reset demo data".
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStore, ByteStream } from '@/backend/store';
import { resolveRange, streamOf } from '@/backend/bytes';

export interface BucketOptions {
  bucket: string;
  /** Empty: AWS S3 itself. */
  endpoint: string;
  region: string;
  /** `https://endpoint/bucket/key` (MinIO, s3rver) instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Tests only: otherwise the SDK's own chain. */
  credentials?: S3ClientConfig['credentials'];
}

/** 5 MiB: S3's smallest multipart part, so the least held in memory per upload. */
const PART_SIZE = 5 * 1024 * 1024;

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Counts the bytes that pass, and keeps the stream's own error (a limit, a client gone). */
async function* counted(
  stream: ByteStream,
  count: { bytes: number; failure?: unknown },
): ByteStream {
  try {
    for await (const chunk of stream) {
      count.bytes += chunk.byteLength;
      yield chunk;
    }
  } catch (error) {
    count.failure = error;
    throw error;
  }
}

export interface BucketBlobStore extends BlobStore {
  /** Resolves when the bucket answers and these credentials may use it (the start-up check). */
  check(): Promise<void>;
  destroy(): void;
}

export function bucketBlobStore(options: BucketOptions): BucketBlobStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers (s3rver, older
    // MinIO and R2 releases) do not know the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const size = async (Key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  return {
    async put(Key, stream, { type }) {
      const count: { bytes: number; failure?: unknown } = { bytes: 0 };
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: Readable.from(counted(stream, count)), ContentType: type },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The stream's own error is the one that says why (OverLimit: a 413), not a failed
        // abort of the multipart upload that followed it.
        throw count.failure ?? error;
      }
      return { size: count.bytes };
    },
    async get(Key, range) {
      // A range is resolved here against the object's size (one HEAD): S3-compatible servers
      // differ on suffix and out-of-bounds ranges, the answer must not.
      let part: { start: number; end: number } | undefined;
      if (range) {
        const total = await size(Key);
        if (total === null) return null;
        const resolved = resolveRange(range, total);
        if (resolved === 'unsatisfiable') {
          return {
            size: total,
            type: '',
            unsatisfiable: true,
            stream: streamOf(new Uint8Array(0)),
          };
        }
        part = resolved;
      }
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(part ? { Range: `bytes=${part.start}-${part.end}` } : {}),
          }),
        );
        const type = answer.ContentType ?? 'application/octet-stream';
        const stream = answer.Body as unknown as ByteStream;
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        if (part && total) return { size: Number(total), type, range: part, stream };
        return { size: answer.ContentLength ?? 0, type, stream };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async deletePrefix(Prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        const why =
          status === 404
            ? 'does not exist'
            : status === 403 || status === 401
              ? 'refuses these credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)'
              : `cannot be reached (${(error as Error).name})`;
        throw new Error(`BLOB_BUCKET "${Bucket}" ${why}`);
      }
    },
    destroy: () => client.destroy(),
  };
}
