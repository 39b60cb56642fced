import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, parseConfig, parseDotenv, readRawConfig } from '../src/config';

const fails = (raw: Parameters<typeof parseConfig>[0], key: string) =>
  assert.throws(
    () => parseConfig(raw, '/srv/app'),
    (error: unknown) =>
      error instanceof ConfigError && error.key === key && error.message.startsWith(key),
  );

describe('config', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({}, '/srv/app');
    assert.equal(config.port, 8787);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, '');
    assert.equal(config.dataDir, path.resolve('/srv/app', '.data/server'));
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
    assert.equal(config.firebaseProjectId, '');
    assert.equal(config.authEmulatorHost, '');
    assert.equal(config.rateLimitPerMinute, 600);
  });

  it('reads good values', () => {
    const config = parseConfig(
      {
        API_PORT: '9000',
        DATABASE_URL: 'postgres://app@db:5432/app',
        SERVER_DATA_DIR: '/var/lib/app',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:3000',
        FIREBASE_PROJECT_ID: 'demo-shreyu',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      '/srv/app',
    );
    assert.equal(config.port, 9000);
    assert.equal(config.databaseUrl, 'postgres://app@db:5432/app');
    assert.equal(config.dataDir, '/var/lib/app');
    assert.deepEqual(config.corsOrigins, ['https://a.example.com', 'http://localhost:3000']);
    assert.equal(config.authEmulatorHost, '127.0.0.1:9099');
  });

  it('stops on a bad value, naming its key', () => {
    fails({ API_PORT: '80a' }, 'API_PORT');
    fails({ API_PORT: '70000' }, 'API_PORT');
    fails({ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL');
    fails({ DATABASE_URL: 'not a url' }, 'DATABASE_URL');
    fails({ CORS_ORIGINS: 'https://a.example.com/' }, 'CORS_ORIGINS');
    fails({ CORS_ORIGINS: '*' }, 'CORS_ORIGINS');
    fails({ FIREBASE_PROJECT_ID: 'My Project' }, 'FIREBASE_PROJECT_ID');
    fails({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost' }, 'FIREBASE_AUTH_EMULATOR_HOST');
    fails({ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE');
    fails({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
  });

  it('refuses the emulator (unsigned tokens) for a project that is not demo-', () => {
    fails(
      { FIREBASE_PROJECT_ID: 'my-real-project', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    );
    fails({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('writes profiles to Firestore with a real project or a Firestore emulator, else not', () => {
    assert.equal(parseConfig({}).profileWrites, 'off');
    assert.equal(
      parseConfig({ FIREBASE_PROJECT_ID: 'my-real-project' }).profileWrites,
      'firestore',
    );
    const emulated = { FIREBASE_PROJECT_ID: 'demo-shreyu', FIREBASE_AUTH_EMULATOR_HOST: 'h:9099' };
    assert.equal(parseConfig(emulated).profileWrites, 'off');
    const withFirestore = parseConfig({ ...emulated, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    assert.equal(withFirestore.profileWrites, 'firestore');
    assert.equal(withFirestore.firestoreEmulatorHost, '127.0.0.1:8080');
    fails({ ...emulated, FIRESTORE_EMULATOR_HOST: 'nowhere' }, 'FIRESTORE_EMULATOR_HOST');
    fails(
      { FIREBASE_PROJECT_ID: 'my-real-project', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      'FIRESTORE_EMULATOR_HOST',
    );
  });

  it('reads .env for what the environment does not set, but never the emulator host', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-config-'));
    try {
      fs.writeFileSync(
        path.join(dir, '.env'),
        'API_PORT=9100\nFIREBASE_PROJECT_ID="demo-from-file"\nFIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 # browser\nFIRESTORE_EMULATOR_HOST=127.0.0.1:8080\nCORS_ORIGINS=\n',
      );
      const raw = readRawConfig({ API_PORT: '9200' }, dir);
      assert.equal(raw.API_PORT, '9200');
      assert.equal(raw.FIREBASE_PROJECT_ID, 'demo-from-file');
      assert.equal(raw.FIREBASE_AUTH_EMULATOR_HOST, undefined);
      assert.equal(raw.FIRESTORE_EMULATOR_HOST, undefined, "the browser's, in .env");
      assert.equal(
        readRawConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }, dir)
          .FIREBASE_AUTH_EMULATOR_HOST,
        '127.0.0.1:9199',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the keys of several instances: Redis, migrations, time limits, proxies', () => {
    const defaults = parseConfig({});
    assert.equal(defaults.redisUrl, '');
    assert.equal(defaults.migrateOnStart, true, 'the embedded database migrates at start');
    assert.equal(defaults.rateLimitPerAddressPerMinute, 1200);
    assert.equal(defaults.statementTimeoutMs, 15_000);
    assert.equal(defaults.idleTransactionTimeoutMs, 30_000);
    assert.equal(defaults.trustProxy, false);
    assert.equal(defaults.rateLimitNamespace, 'rl');
    const shared = parseConfig({ DATABASE_URL: 'postgres://app@db/app' });
    assert.equal(shared.migrateOnStart, false, 'with DATABASE_URL, server:migrate is a step');
    const set = parseConfig({
      DATABASE_URL: 'postgres://app@db/app',
      MIGRATE_ON_START: 'true',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '50',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      TRUST_PROXY: '1',
      RATE_LIMIT_NAMESPACE: 'staging-2',
    });
    assert.equal(set.rateLimitNamespace, 'staging-2');
    fails({ RATE_LIMIT_NAMESPACE: 'a b' }, 'RATE_LIMIT_NAMESPACE');
    assert.equal(set.migrateOnStart, true);
    assert.equal(set.redisUrl, 'redis://cache:6379');
    assert.equal(set.rateLimitPerAddressPerMinute, 50);
    assert.equal(set.statementTimeoutMs, 0);
    assert.equal(set.trustProxy, 1);
    fails({ REDIS_URL: 'http://cache' }, 'REDIS_URL');
    fails({ MIGRATE_ON_START: 'sometimes' }, 'MIGRATE_ON_START');
    fails({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_ADDRESS_PER_MINUTE');
    fails({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' }, 'DATABASE_STATEMENT_TIMEOUT_MS');
    fails({ DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '1s' }, 'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS');
    fails({ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY');
  });

  it('the LISTEN connection: DATABASE_URL unless DATABASE_LISTEN_URL says where', () => {
    const pooled = 'postgres://app@pgbouncer:6432/app';
    assert.equal(parseConfig({}).databaseListenUrl, '');
    assert.equal(parseConfig({ DATABASE_URL: pooled }).databaseListenUrl, pooled);
    assert.equal(
      parseConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: 'postgres://app@db:5432/app' })
        .databaseListenUrl,
      'postgres://app@db:5432/app',
    );
    fails({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: 'mysql://db/app' }, 'DATABASE_LISTEN_URL');
  });

  it('refuses to listen beyond loopback with data on this instance unless told so', () => {
    const bucket = { BLOB_BUCKET: 'files' };
    const database = { DATABASE_URL: 'postgres://app@db/app' };
    // The embedded database, or an empty DATABASE_URL: each instance would have its own.
    fails({ API_HOST: '0.0.0.0', ...bucket }, 'SINGLE_INSTANCE');
    fails({ API_HOST: '0.0.0.0', ...bucket, DATABASE_URL: ' ' }, 'SINGLE_INSTANCE');
    // The local file directory: a file uploaded through one instance is not on another.
    fails({ API_HOST: '10.0.0.5', ...database }, 'SINGLE_INSTANCE');
    fails({ API_HOST: '0.0.0.0', ...bucket, SINGLE_INSTANCE: 'false' }, 'SINGLE_INSTANCE');
    fails({ SINGLE_INSTANCE: 'perhaps' }, 'SINGLE_INSTANCE');
    assert.throws(
      () => parseConfig({ API_HOST: '0.0.0.0' }),
      /DATABASE_URL is empty.*BLOB_BUCKET is empty/,
    );
    assert.equal(parseConfig({ API_HOST: '0.0.0.0', ...database, ...bucket }).host, '0.0.0.0');
    assert.equal(parseConfig({ API_HOST: '0.0.0.0', SINGLE_INSTANCE: 'true' }).host, '0.0.0.0');
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      assert.equal(parseConfig({ API_HOST: host }).host, host);
    }
  });

  it('file bytes: the local directory by default, a bucket with BLOB_BUCKET, companions checked', () => {
    assert.equal(parseConfig({}).blobBucket, null);
    assert.deepEqual(parseConfig({ BLOB_BUCKET: 'shreyu-files' }).blobBucket, {
      bucket: 'shreyu-files',
      endpoint: '',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    assert.deepEqual(
      parseConfig({
        BLOB_BUCKET: 'files',
        BLOB_ENDPOINT: 'http://127.0.0.1:9000',
        BLOB_REGION: 'auto',
        BLOB_FORCE_PATH_STYLE: 'true',
      }).blobBucket,
      { bucket: 'files', endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true },
    );
    const refused = (raw: Record<string, string>, pattern: RegExp) =>
      assert.throws(
        () => parseConfig(raw),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, pattern);
          return true;
        },
      );
    refused(
      { BLOB_ENDPOINT: 'http://minio:9000' },
      /^BLOB_ENDPOINT is set, but BLOB_BUCKET is not/,
    );
    refused({ BLOB_BUCKET: 'My_Bucket' }, /^BLOB_BUCKET "My_Bucket" is not a bucket name/);
    refused(
      { BLOB_BUCKET: 'files', BLOB_ENDPOINT: 'ftp://x' },
      /^BLOB_ENDPOINT "ftp:\/\/x" must be/,
    );
    refused({ BLOB_BUCKET: 'files', BLOB_ENDPOINT: 'https://x/path' }, /^BLOB_ENDPOINT/);
    refused({ BLOB_BUCKET: 'files', BLOB_REGION: 'EU West' }, /^BLOB_REGION "EU West"/);
    refused(
      { BLOB_BUCKET: 'files', BLOB_FORCE_PATH_STYLE: 'yes' },
      /^BLOB_FORCE_PATH_STYLE must be/,
    );
  });

  it('parses dotenv lines', () => {
    assert.deepEqual(parseDotenv("# c\nA=1\nexport B='two words'\nC=x # note\nbad line\n"), {
      A: '1',
      B: 'two words',
      C: 'x',
    });
  });
});
