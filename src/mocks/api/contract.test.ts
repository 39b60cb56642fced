/**
 * The contract suite (src/backend/contract) against the msw demo backend. The server runs the
 * same cases over HTTP. `owner` is the seeded Admin; `other` an account with no demo profile
 * (its role unknown, so no role is checked: an Admin's view); `user` the seeded user.
 */
import { contractCases, type ContractRequest, type Sender } from '@/backend/contract';
import { DEMO_ADMIN, DEMO_USER } from '../db';
import { testToken } from '@/test/session';
import { apiUrl } from '../apiBase';
import { deleteBlobsWithPrefix, getBlob, putBlob } from '../blobStore';
import { FILES_API, type FileEntry } from '@/features/files/api';

const accounts: Record<Exclude<Sender, 'anonymous'>, { uid: string; email: string }> = {
  owner: DEMO_ADMIN,
  other: { uid: 'contractOtherAccount', email: 'other@shreyu.test' },
  user: DEMO_USER,
};

async function send(request: ContractRequest) {
  const url = new URL(apiUrl(request.path.replace(/^api\//, '')), window.location.href);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (request.as !== 'anonymous') {
    const { uid, email } = accounts[request.as];
    headers.Authorization = `JWT ${testToken({ uid, email })}`;
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
        await contractCase.run(send);
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

  it("deletes the caller's uploaded bytes and keeps another account's", async () => {
    const mine = await upload('owner', 'my bytes');
    const theirs = await upload('other', 'their bytes');
    expect(await getBlob(`${DEMO_ADMIN.uid}:${mine}`)).not.toBeNull();
    const reset = await send({ as: 'owner', method: 'post', path: 'api/demo/reset' });
    expect(reset.status).toBe(204);
    expect(await getBlob(`${DEMO_ADMIN.uid}:${mine}`)).toBeNull();
    expect(await getBlob(`${accounts.other.uid}:${theirs}`)).not.toBeNull();
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
