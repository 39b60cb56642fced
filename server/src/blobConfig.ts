/**
 * File bytes in a bucket (`BLOB_*`, config.ts): the four keys read and checked together, a
 * bad value stopping the server with the key's name.
 */
import { blank, ConfigError } from './configValues';
import type { RawConfig } from './config';

export interface BlobBucketConfig {
  bucket: string;
  /** Empty: AWS S3. Else the S3 API's base URL (GCS interoperability, R2, MinIO). */
  endpoint: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * `BLOB_BUCKET` set: file bytes go to that bucket (credentials from the AWS SDK's own chain,
 * `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`); its three companions are refused without it,
 * as a value that would silently do nothing.
 */
export function blobConfig(raw: RawConfig): BlobBucketConfig | null {
  if (blank(raw.BLOB_BUCKET)) {
    for (const key of ['BLOB_ENDPOINT', 'BLOB_REGION', 'BLOB_FORCE_PATH_STYLE'] as const) {
      if (!blank(raw[key])) throw new ConfigError(key, 'is set, but BLOB_BUCKET is not');
    }
    return null;
  }
  const bucket = raw.BLOB_BUCKET.trim();
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'BLOB_BUCKET',
      `"${bucket}" is not a bucket name (3 to 63 lowercase letters, digits, "." and "-")`,
    );
  }
  let endpoint = '';
  if (!blank(raw.BLOB_ENDPOINT)) {
    endpoint = raw.BLOB_ENDPOINT.trim();
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname.length > 1 || url.search) {
      throw new ConfigError(
        'BLOB_ENDPOINT',
        `"${endpoint}" must be an http(s) base URL such as https://storage.googleapis.com (or empty: AWS)`,
      );
    }
  }
  const region = blank(raw.BLOB_REGION) ? 'us-east-1' : raw.BLOB_REGION.trim();
  if (!/^[a-z0-9-]{2,32}$/.test(region)) {
    throw new ConfigError('BLOB_REGION', `"${region}" is not a region (such as eu-west-1, auto)`);
  }
  const style = blank(raw.BLOB_FORCE_PATH_STYLE) ? 'false' : raw.BLOB_FORCE_PATH_STYLE.trim();
  if (style !== 'true' && style !== 'false') {
    throw new ConfigError('BLOB_FORCE_PATH_STYLE', 'must be true or false');
  }
  return { bucket, endpoint, region, forcePathStyle: style === 'true' };
}
