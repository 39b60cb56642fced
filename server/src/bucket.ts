/**
 * File bytes in an S3-compatible bucket (AWS S3, Google Cloud Storage's interoperability
 * endpoint, Cloudflare R2, MinIO): what several instances share. Chosen by `BLOB_BUCKET`
 * (config.ts); credentials come from the SDK's own chain (`AWS_ACCESS_KEY_ID` /
 * `AWS_SECRET_ACCESS_KEY`, a profile, an instance role).
 *
 * Uploads stream as a multipart upload of our own: an upload fills a buffer of `PART_SIZE`,
 * sends it as a part, and reads on only once it is sent (its client waits meanwhile), never
 * holding the whole file (a small file is one PutObject). The buffers come from one pool of
 * `PART_BUFFERS` per instance, reused: however many uploads run at once, their parts take at
 * most 20 MiB; an upload finding none free waits for one (its client is held back by TCP).
 * lib-storage's `Upload` held a part per upload, copied it once more and left the copies to
 * the garbage collector: 20 parallel 50 MB uploads took an instance to 531 MB of RSS
 * (server/test/instances.test.ts measures it). A stream that fails (a limit, a
 * client gone) aborts the multipart upload: no object appears. Left-overs of a killed
 * process: an unfinished multipart upload is invisible and is removed by the bucket's
 * lifecycle rule "abort incomplete multipart uploads after 1 day" (the deploy doc asks for
 * it); a whole object written just before the kill, whose row never committed, is deleted
 * by the sweep of pending uploads (pendingBlobs.ts) an hour later.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
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

/** Part buffers of every upload together (see the module comment). */
const PART_BUFFERS = 4;

/** Buffers of `PART_SIZE`, made on demand up to `count`, then handed on in turn. */
function bufferPool(count: number) {
  const free: Buffer[] = [];
  const waiting: ((buffer: Buffer) => void)[] = [];
  let made = 0;
  return {
    take(): Promise<Buffer> {
      const buffer = free.pop();
      if (buffer) return Promise.resolve(buffer);
      if (made < count) {
        made += 1;
        return Promise.resolve(Buffer.allocUnsafe(PART_SIZE));
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    give(buffer: Buffer) {
      const next = waiting.shift();
      if (next) next(buffer);
      else free.push(buffer);
    },
  };
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

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
  const pool = bufferPool(PART_BUFFERS);

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
      // Taken when bytes arrive, given back once its part is sent: uploads take turns.
      let buffer: Buffer | null = null;
      let filled = 0;
      let size = 0;
      let UploadId: string | undefined;
      const Parts: CompletedPart[] = [];
      const sendPart = async (part: Buffer) => {
        UploadId ??= (
          await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: type }))
        ).UploadId;
        const PartNumber = Parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: part.subarray(0, filled),
          }),
        );
        Parts.push({ ETag, PartNumber });
        // Sent (the answer came): the buffer is free for the next part, maybe another upload's.
        filled = 0;
        pool.give(part);
        buffer = null;
      };
      try {
        for await (const chunk of stream) {
          for (let at = 0; at < chunk.byteLength;) {
            buffer ??= await pool.take();
            const n = Math.min(chunk.byteLength - at, PART_SIZE - filled);
            buffer.set(chunk.subarray(at, at + n), filled);
            filled += n;
            at += n;
            size += n;
            if (filled === PART_SIZE) await sendPart(buffer);
          }
        }
        if (UploadId === undefined) {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key,
              ContentType: type,
              Body: buffer?.subarray(0, filled) ?? new Uint8Array(0),
            }),
          );
        } else {
          if (buffer && filled > 0) await sendPart(buffer);
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId,
              MultipartUpload: { Parts },
            }),
          );
        }
      } catch (error) {
        // The stream's own error (OverLimit: a 413, a client gone) is the one thrown; the
        // abort is only tidying (a failed one is left to the bucket's lifecycle rule).
        if (UploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
            .catch(() => undefined);
        }
        throw error;
      } finally {
        if (buffer) pool.give(buffer);
      }
      return { size };
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
