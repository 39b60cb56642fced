import { WORKSPACE_OWNER } from '../workspace';
import { MAX_UPLOAD_BYTES } from '@/contract/files';
import { memoryBlobStore, readAll } from '../bytes';
import { memoryStore } from '../memory';
import { runRoute, type IncomingPart, type MultipartSource } from '../route';
import { filesRoutes } from './routes';
import { filesArea } from './table';

const upload = filesRoutes.find((r) => r.method === 'post' && r.path === 'files');

/** A body whose file streams `size` bytes (in 1 MB chunks), counting what was read. */
function form(name: string, size: number, read = { bytes: 0 }): MultipartSource {
  // eslint-disable-next-line @typescript-eslint/require-await -- made-up bytes, at once
  async function* stream() {
    for (let left = size; left > 0; left -= 1024 * 1024) {
      const chunk = new Uint8Array(Math.min(left, 1024 * 1024)).fill(7);
      read.bytes += chunk.byteLength;
      yield chunk;
    }
  }
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- made-up parts, at once
    async *parts(): AsyncIterable<IncomingPart> {
      yield { kind: 'file', field: 'file', name, type: 'application/pdf', stream: stream() };
      yield { kind: 'field', name: 'folderId', value: '' };
    },
  };
}

describe('uploads: the contract limits are checked in the shared route, as the bytes stream', () => {
  let blobs = memoryBlobStore();
  let put: jest.SpiedFunction<typeof blobs.put>;
  beforeEach(() => {
    blobs = memoryBlobStore();
    put = jest.spyOn(blobs, 'put');
  });
  const store = memoryStore([filesArea]);
  const run = (body: MultipartSource | undefined, role: 'Admin' | 'user' = 'Admin') =>
    runRoute(upload!, {
      caller: { uid: 'u1', role },
      params: {},
      query: {},
      body,
      store,
      blobs,
      now: Date.UTC(2026, 4, 1),
    });

  it('413 over 50 MB, the reading stopped at the limit and nothing kept', async () => {
    const message = 'A file may be at most 50 MB';
    const read = { bytes: 0 };
    expect(await run(form('big.pdf', MAX_UPLOAD_BYTES + 5 * 1024 * 1024, read))).toEqual({
      status: 413,
      body: { message, fields: { file: message } },
    });
    expect(read.bytes).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 1024 * 1024);
    const key = put.mock.calls[0]?.[0] ?? '';
    expect(key).toMatch(/^\*workspace:u\d{20}$/);
    expect(await blobs.get(key)).toBeNull();
  });

  it('422 for a refused type before a byte is read; 422 for no file', async () => {
    const read = { bytes: 0 };
    expect(await run(form('tool.exe', 10, read), 'user')).toMatchObject({
      status: 422,
      body: { fields: { file: 'This type of file is not accepted' } },
    });
    expect(read.bytes).toBe(0);
    expect(put).not.toHaveBeenCalled();
    expect(await run({ parts: async function* () {} })).toMatchObject({
      status: 422,
      body: { fields: { file: 'No file was sent' } },
    });
    expect(await run(undefined)).toMatchObject({
      status: 422,
      body: { fields: { file: 'Send the file as multipart/form-data' } },
    });
    expect(await run(form('empty.pdf', 0))).toMatchObject({
      status: 422,
      body: { fields: { file: '"empty.pdf" is empty: there is nothing to upload' } },
    });
  });

  it('keeps the bytes under the workspace’s key, with a random part in the id', async () => {
    const answer = await run(form('brief.pdf', 3000));
    expect(answer).toMatchObject({ status: 200, body: { name: 'brief.pdf', kind: 'file' } });
    const id = (answer as { body: { id: string } }).body.id;
    expect(id).toMatch(/^u\d{20}$/);
    const stored = await blobs.get(`${WORKSPACE_OWNER}:${id}`);
    expect(stored?.size).toBe(3000);
    expect((await readAll(stored!.stream)).every((b) => b === 7)).toBe(true);
  });
});
