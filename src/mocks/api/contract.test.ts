/**
 * The contract suite (src/backend/contract) against the msw demo backend. The server runs the
 * same cases over HTTP. `owner` is the seeded Admin; `other` a second Admin, added to the
 * demo identity collection before each test (the db is reset after each); `user` the seeded
 * user. Each account signs in once per test; `signInAgain` signs in through the demo
 * Identity Toolkit with its password, as the app does.
 */
import { WORKSPACE_OWNER } from '@/backend/workspace';
import {
  contractCases,
  type ContractHarness,
  type ContractRequest,
  type Sender,
} from '@/backend/contract';
import { DEMO_ADMIN, DEMO_USER, hashPassword, newSalt, withDb, type DemoAccount } from '../db';
import { testToken } from '@/test/session';
import { apiUrl } from '../apiBase';
import { deleteBlobsWithPrefix, getBlob, putBlob } from '../blobStore';
import { FILES_API, type FileEntry } from '@/contract/files';

type Signed = Exclude<Sender, 'anonymous'>;

const OTHER: DemoAccount = {
  uid: 'contractOtherAccount',
  email: 'other@shreyu.test',
  password: 'Other#2026',
  name: 'Contract Other',
  role: 'Admin',
};

const accounts: Record<Signed, DemoAccount> = { owner: DEMO_ADMIN, other: OTHER, user: DEMO_USER };
const tokens = new Map<Signed, string>();

/** `other` in the demo identity collection, with an Admin profile (as a seeded account is). */
async function addOther() {
  const salt = newSalt();
  const passwordHash = await hashPassword(OTHER.password, salt);
  await withDb((state) => {
    const at = Date.UTC(2026, 1, 1);
    state.accounts[OTHER.uid] = {
      uid: OTHER.uid,
      email: OTHER.email,
      displayName: OTHER.name,
      salt,
      passwordHash,
      createdAt: at,
      lastLoginAt: at,
      passwordUpdatedAt: at,
    };
    state.documents[`users/${OTHER.uid}`] = {
      fields: {
        name: { stringValue: OTHER.name },
        email: { stringValue: OTHER.email },
        userRole: { stringValue: 'Admin' },
        createdAt: { timestampValue: new Date(at).toISOString() },
      },
      createTime: new Date(at).toISOString(),
      updateTime: new Date(at).toISOString(),
    };
  });
}

beforeEach(async () => {
  await addOther();
  tokens.clear();
  for (const [as, { uid, email }] of Object.entries(accounts)) {
    tokens.set(as as Signed, testToken({ uid, email }));
  }
});

const harness: ContractHarness = {
  accounts,
  async signInAgain(as) {
    const { email, password } = accounts[as];
    const response = await fetch(
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string };
    if (!response.ok || !body.idToken) {
      throw new Error(`sign-in of ${as}: ${response.status} ${JSON.stringify(body)}`);
    }
    tokens.set(as, body.idToken);
  },
};

async function send(request: ContractRequest) {
  const url = new URL(apiUrl(request.path.replace(/^api\//, '')), window.location.href);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (request.as !== 'anonymous') {
    headers.Authorization = `JWT ${tokens.get(request.as) ?? ''}`;
  }
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, { method: request.method.toUpperCase(), headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: text === '' ? null : type.includes('json') ? (JSON.parse(text) as unknown) : text,
    headers: Object.fromEntries(response.headers),
  };
}

describe('the API contract, against the msw demo backend', () => {
  const areas = [...new Set(contractCases.map((c) => c.area))];
  describe.each(areas)('%s', (area) => {
    it.each(contractCases.filter((c) => c.area === area).map((c) => [c.name, c] as const))(
      '%s',
      async (_name, contractCase) => {
        await contractCase.run(send, harness);
      },
    );
  });
});

describe('Reset demo data and the stored bytes (the BlobStore)', () => {
  const upload = async (as: 'owner' | 'other', text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), 'reset.txt');
    form.append('folderId', '');
    const answer = await send({ as, method: 'post', path: FILES_API.list, body: form });
    expect(answer.status).toBe(200);
    return (answer.body as FileEntry).id;
  };
  /** POST api/demo/reset as `as`: their own data, or with `workspace` the shared areas too. */
  const reset = (as: 'owner' | 'user', scope?: 'workspace') =>
    send({ as, method: 'post', path: 'api/demo/reset', body: scope ? { scope } : undefined });

  it("an account's reset keeps the workspace's files; an Admin's workspace reset deletes their bytes", async () => {
    const mine = await upload('owner', 'my bytes');
    const theirs = await upload('other', 'their bytes');
    const key = (id: string) => `${WORKSPACE_OWNER}:${id}`;
    expect(await getBlob(key(mine))).not.toBeNull();
    const own = await reset('owner');
    expect(own.status).toBe(204);
    expect(await getBlob(key(mine))).not.toBeNull();
    expect(await getBlob(key(theirs))).not.toBeNull();
    const denied = await reset('user', 'workspace');
    expect(denied.status).toBe(403);
    expect(await getBlob(key(theirs))).not.toBeNull();
    const shared = await reset('owner', 'workspace');
    expect(shared.status).toBe(204);
    expect(await getBlob(key(mine))).toBeNull();
    expect(await getBlob(key(theirs))).toBeNull();
  });
});

describe('deleteBlobsWithPrefix', () => {
  it('deletes the keys starting with the prefix only', async () => {
    const blob = { type: 'text/plain', bytes: new ArrayBuffer(1) };
    await putBlob('u1:f1', blob);
    await putBlob('u1:f2', blob);
    await putBlob('u10:f1', blob);
    await putBlob('email:u1:m1/a1', blob);
    await deleteBlobsWithPrefix('u1:');
    expect(await getBlob('u1:f1')).toBeNull();
    expect(await getBlob('u1:f2')).toBeNull();
    expect(await getBlob('u10:f1')).not.toBeNull();
    expect(await getBlob('email:u1:m1/a1')).not.toBeNull();
  });
});
