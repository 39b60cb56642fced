/**
 * Two instances, one database (issue 41's two-instance suite): two server PROCESSES (the
 * bundle `npm run server` runs) on one PostgreSQL database of this run's own, one local
 * S3-compatible server (s3rver) for the file bytes, and Redis for the rate limit. A file
 * uploaded through one downloads byte for byte (and by range) through the other; the rate
 * limit is one budget across both; a demotion or a disable made on one is refused on the
 * other within the revocation cache's time; an instance killed in the middle of an upload
 * leaves no row and no object. Then the upload memory figure: 20 parallel 50 MB uploads by
 * one account to a third process, its peak RSS read from /proc.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { QUOTA } from '@/backend/files/routes';
import { ADMIN_API } from '@/contract/admin';
import { DASHBOARD_API } from '@/contract/dashboard';
import { MEMBERS_API } from '@/contract/members';
import { FILES_API, MAX_UPLOAD_BYTES, type FileEntry, type FileListing } from '@/contract/files';
import {
  createAccount,
  createPostgresDatabase,
  EMULATOR,
  POSTGRES,
  PROJECT,
  assertProblem,
} from './helpers';
import type { Account } from './helpers';
import { listening, startInstance, stopInstance, type Instance } from './processes';
import { S3RVER_CREDENTIALS, startS3, type LocalS3 } from './s3';

const MB = 1024 * 1024;
/** Requests a minute per account on A and B: small, so case 2 reaches it in a few calls. */
const BUDGET = 20;
/** The revocation cache's time (revocations.ts, default; no config key sets it). */
const REVOCATION_TTL_MS = 2000;
/**
 * How long a change on A may take to be refused on B: the cache's 2 s (B reloads on its
 * first request after the cache expired), plus 2 s for requests and the reload's query on a
 * machine whose 2 cores are shared by several test runs. An hour (a token's life) is what
 * it would take without the shared revocations: far outside.
 */
const PROPAGATION_MS = REVOCATION_TTL_MS + 2000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Reply {
  status: number;
  body: unknown;
}

async function call(
  on: Instance,
  method: string,
  route: string,
  account: Account,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${on.url}/${route}`, {
    method,
    headers: {
      authorization: `JWT ${account.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text;
  return { status: response.status, body: json ? (JSON.parse(text) as unknown) : text };
}

const BOUNDARY = 'instances-boundary';

/**
 * A multipart upload of `size` bytes, generated as it is sent (one reused 64 KB chunk: the
 * client holds nothing). `holdAfter`: stop writing after that many bytes (the body never
 * ends) and resolve `held` once they were handed to the socket.
 */
function upload(
  on: Instance,
  account: Account,
  size: number,
  { name = 'big.zip', holdAfter }: { name?: string; holdAfter?: number } = {},
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
  );
  let onHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const done = new Promise<Reply>((resolve, reject) => {
    const request = http.request(`${on.url}/${FILES_API.list}`, {
      method: 'POST',
      headers: {
        authorization: `JWT ${account.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as unknown) : null,
        }),
      );
    });
    request.on('error', (error) => {
      // The held upload's instance is killed: its connection ends, which is expected.
      if (holdAfter !== undefined) resolve({ status: 0, body: null });
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    request.write(head);
    const pump = () => {
      while (sent < size) {
        if (holdAfter !== undefined && sent >= holdAfter) {
          // The callback runs once everything written so far went to the socket.
          request.write(Buffer.alloc(0), () => onHeld());
          return;
        }
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    pump();
  });
  return { held, done };
}

async function redisUp() {
  return listening(6379);
}

describe('two instances, one database, one bucket, one Redis', async () => {
  const redis = await redisUp();
  if (POSTGRES && !redis && process.env.SERVER_TEST_REQUIRE_REDIS) {
    throw new Error('Redis does not answer on 127.0.0.1:6379 (SERVER_TEST_REQUIRE_REDIS is set)');
  }
  const skip = !POSTGRES ? 'PostgreSQL is not running' : !redis ? 'Redis is not running' : false;

  let s3: LocalS3;
  let bucket: S3Client;
  let database: { url: string; drop(): Promise<void> };
  let a: Instance;
  let b: Instance;
  let owner: Account;
  const instances: Instance[] = [];
  const settings = () => ({
    DATABASE_URL: database.url,
    BLOB_BUCKET: s3.config.bucket,
    BLOB_ENDPOINT: s3.config.endpoint,
    BLOB_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    LOG_LEVEL: 'warn',
  });
  const keys = async () => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };

  before(async () => {
    if (skip) return;
    [s3, database, owner] = await Promise.all([
      startS3(),
      createPostgresDatabase(),
      createAccount('Admin', 'instances'),
    ]);
    bucket = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    const shared = {
      ...settings(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      // This run's own counters: other runs and sessions on this Redis never share them.
      RATE_LIMIT_NAMESPACE: `instances-${process.pid}-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_PER_MINUTE: String(BUDGET),
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    };
    // A migrates the new database; B (the default with DATABASE_URL) only checks the schema.
    a = await startInstance('A', { ...shared, MIGRATE_ON_START: 'true' });
    instances.push(a);
    b = await startInstance('B', shared);
    instances.push(b);
  });
  after(async () => {
    for (const instance of instances) await stopInstance(instance);
    bucket?.destroy();
    await s3?.stop();
    await database?.drop();
  });

  it(
    'a file uploaded through A downloads byte for byte, and by range, through B',
    { skip },
    async () => {
      const bytes = randomBytes(4 * MB);
      const form = new FormData();
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
      form.set('folderId', '');
      const posted = await fetch(`${a.url}/${FILES_API.list}`, {
        method: 'POST',
        headers: { authorization: `JWT ${owner.token}` },
        body: form,
      });
      assert.equal(posted.status, 200, await posted.clone().text());
      const file = (await posted.json()) as FileEntry;
      assert.equal(file.size, bytes.length);

      const url = `${b.url}/${FILES_API.content(file.id)}`;
      const auth = { authorization: `JWT ${owner.token}` };
      const whole = await fetch(url, { headers: auth });
      assert.equal(whole.status, 200);
      assert.ok(Buffer.from(await whole.arrayBuffer()).equals(bytes), 'the same bytes on B');
      const part = await fetch(url, { headers: { ...auth, range: 'bytes=1000000-2999999' } });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get('content-range'), `bytes 1000000-2999999/${bytes.length}`);
      assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1_000_000, 3_000_000)));
    },
  );

  it('counts one rate-limit budget across both instances', { skip }, async () => {
    const limited = await createAccount('user', 'budget');
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET + 4; i += 1) {
      const on = i % 2 === 0 ? a : b;
      statuses.push((await call(on, 'GET', DASHBOARD_API.tasks, limited)).status);
    }
    // Each instance counting alone would let all 24 through (12 each, under 20).
    assert.deepEqual(statuses, [
      ...Array.from({ length: BUDGET }, () => 200),
      ...Array.from({ length: 4 }, () => 429),
    ]);
  });

  /** Asks B until it answers `status` or the allowed time is up: the time it took. */
  async function refusedOnB(
    route: string,
    account: Account,
    status: number,
    since: number,
  ): Promise<{ after: number; body: unknown }> {
    for (;;) {
      const answer = await call(b, 'GET', route, account);
      const after = Date.now() - since;
      if (answer.status === status) return { after, body: answer.body };
      // Anything but "still allowed" (a 429 of the small budget, a 500) is a failure of its own.
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      if (after > PROPAGATION_MS) assert.fail(`B still answers 200 after ${after} ms`);
      // Every 250 ms: at most ~16 requests in the allowed time, under the account's budget.
      await pause(250);
    }
  }

  it(
    'a demotion and a disable made on A are refused on B within the revocation cache time',
    { skip },
    async () => {
      const [admin, demoted, disabled] = await Promise.all([
        createAccount('Admin', 'actor'),
        createAccount('Admin', 'demoted'),
        createAccount('user', 'disabled'),
      ]);
      // B checks each token once and keeps it (auth.ts tokenCache): from then on only the
      // shared revocations can tell B, the token itself says Admin and enabled for an hour.
      // An Admin-only read (the apps are every member's since issue 40): the users page's audit.
      const adminArea = `${ADMIN_API.audit}?pageSize=1`;
      assert.equal((await call(b, 'GET', adminArea, demoted)).status, 200);
      assert.equal((await call(b, 'GET', DASHBOARD_API.tasks, disabled)).status, 200);

      let since = Date.now();
      const demotion = await call(a, 'PATCH', ADMIN_API.user(demoted.uid), admin, { role: 'user' });
      assert.equal(demotion.status, 200, JSON.stringify(demotion.body));
      const demotedOnB = await refusedOnB(adminArea, demoted, 403, since);

      since = Date.now();
      const disable = await call(a, 'PATCH', ADMIN_API.user(disabled.uid), admin, {
        disabled: true,
      });
      assert.equal(disable.status, 200, JSON.stringify(disable.body));
      const disabledOnB = await refusedOnB(DASHBOARD_API.tasks, disabled, 401, since);
      assertProblem(disabledOnB.body, SESSION_MESSAGES.disabled);
      console.log(
        `instances: refused on B ${demotedOnB.after} ms after the demotion on A, ${disabledOnB.after} ms after the disable (allowed ${PROPAGATION_MS} ms: the ${REVOCATION_TTL_MS} ms cache + 2 s)`,
      );
    },
  );

  it('a removal from the workspace made on A is refused on B within 3 s', { skip }, async () => {
    const [admin, removed] = await Promise.all([
      createAccount('Admin', 'remover'),
      createAccount('user', 'removed'),
    ]);
    assert.equal((await call(b, 'GET', DASHBOARD_API.tasks, removed)).status, 200);
    const since = Date.now();
    const removal = await call(a, 'DELETE', MEMBERS_API.member(removed.uid), admin);
    assert.equal(removal.status, 204, JSON.stringify(removal.body));
    const refused = await refusedOnB(DASHBOARD_API.tasks, removed, 403, since);
    assert.equal((refused.body as { code?: string }).code, 'not_a_member');
    assert.ok(refused.after < 3000, `refused on B only ${refused.after} ms after the removal`);
    console.log(`instances: a removal on A refused on B ${refused.after} ms later`);
  });

  it(
    'an instance killed in the middle of an upload leaves no row and no object',
    { skip },
    async () => {
      const listing = async () => {
        const answer = await call(b, 'GET', `${FILES_API.list}?pageSize=200`, owner);
        assert.equal(answer.status, 200);
        return (answer.body as FileListing).items.map((item) => item.id).sort();
      };
      const rowsBefore = await listing();
      const objectsBefore = await keys();
      assert.equal(objectsBefore.length, 1, "the first case's file is listed: the listing works");

      // 12 MB of 40: past the bucket adapter's 5 MB parts, so A is sending the file to the
      // bucket part by part when it dies.
      const partsBefore = s3.parts().length;
      const sending = upload(a, owner, 40 * MB, { name: 'cut.zip', holdAfter: 12 * MB });
      await sending.held;
      // Killed once a part of it reached the bucket (20 s at most on a loaded machine).
      const deadline = Date.now() + 20_000;
      while (s3.parts().length === partsBefore) {
        assert.ok(Date.now() < deadline, 'no part of the upload reached the bucket in 20 s');
        await pause(50);
      }
      a.child.kill('SIGKILL');
      await a.exited;
      assert.equal((await sending.done).status, 0, 'the upload never got an answer');

      assert.deepEqual(await listing(), rowsBefore, 'no new row');
      assert.deepEqual(await keys(), objectsBefore, 'no new object in the bucket');
    },
  );

  it(
    '20 parallel 50 MB uploads by one account keep the instance under 300 MB of RSS',
    { skip },
    async () => {
      // A third process of its own, on the bucket (what several instances use): its peak RSS
      // is the uploads' and its start's only, and the default rate limit leaves room for the
      // seed's clean-up and the 20 uploads.
      const c = await startInstance('C', settings());
      instances.push(c);
      const memory = (key: 'VmRSS' | 'VmHWM') => {
        const status = fs.readFileSync(`/proc/${c.child.pid}/status`, 'utf8');
        return Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
      };
      const account = await createAccount('Admin', 'memory');
      // The seed's files (79 MB) and 20 x 50 MB are over the 1 GiB quota: the seed goes first.
      for (const view of ['folder', 'bin']) {
        const listed = await call(c, 'GET', `${FILES_API.list}?view=${view}&pageSize=200`, account);
        for (const item of (listed.body as FileListing).items) {
          assert.equal((await call(c, 'DELETE', FILES_API.item(item.id), account)).status, 204);
        }
      }
      const emptied = (await call(c, 'GET', FILES_API.list, account)).body as FileListing;
      assert.ok(emptied.usage.used + 20 * MAX_UPLOAD_BYTES <= QUOTA, `${emptied.usage.used} used`);

      const idle = memory('VmRSS');
      const began = Date.now();
      const answers = await Promise.all(
        Array.from(
          { length: 20 },
          (_, i) => upload(c, account, MAX_UPLOAD_BYTES, { name: `part-${i}.zip` }).done,
        ),
      );
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      const peak = memory('VmHWM');
      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array.from({ length: 20 }, () => 200),
      );
      const listed = (await call(c, 'GET', FILES_API.list, account)).body as FileListing;
      assert.equal(listed.usage.used, 20 * MAX_UPLOAD_BYTES, 'all 20 stored');
      const mb = (bytes: number) => (bytes / MB).toFixed(0);
      console.log(
        `upload memory: 20 x ${MAX_UPLOAD_BYTES / MB} MB (into the bucket; the seed's files deleted first, for the 1 GiB quota) in ${seconds} s, peak RSS ${mb(peak)} MB (VmHWM of the server process; ${mb(idle)} MB before the uploads; goal < 300 MB)`,
      );
      assert.ok(peak > 0 && peak < 300 * MB, `peak RSS ${mb(peak)} MB`);
    },
  );
});
