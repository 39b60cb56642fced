import { MAX_UPLOAD_BYTES } from '@/contract/files';
import { memoryStore } from '../memory';
import { runRoute, type MultipartBody } from '../route';
import { filesArea, filesRoutes } from './routes';

const upload = filesRoutes.find((r) => r.method === 'post' && r.path === 'files');
const part = (name: string, size: number): MultipartBody => ({
  fields: { folderId: [''] },
  files: [{ field: 'file', name, type: 'application/pdf', size, bytes: new Uint8Array(0) }],
});

describe('uploads: the contract limits are checked in the shared route', () => {
  const blobs = { put: jest.fn(), get: jest.fn(), delete: jest.fn(), deletePrefix: jest.fn() };
  const run = (body: MultipartBody | undefined) =>
    runRoute(upload!, {
      caller: { uid: 'u1', role: 'Admin' },
      params: {},
      query: {},
      body,
      store: memoryStore([filesArea]),
      blobs,
      now: Date.UTC(2026, 4, 1),
    });

  it('413 over 50 MB, naming the file field; 422 for a refused type or no file', async () => {
    const message = 'A file may be at most 50 MB';
    expect(await run(part('big.pdf', MAX_UPLOAD_BYTES + 1))).toEqual({
      status: 413,
      body: { message, fields: { file: message } },
    });
    expect(await run(part('tool.exe', 10))).toMatchObject({
      status: 422,
      body: { fields: { file: 'This type of file is not accepted' } },
    });
    expect(await run({ fields: {}, files: [] })).toMatchObject({
      status: 422,
      body: { fields: { file: 'No file was sent' } },
    });
    expect(await run(undefined)).toMatchObject({
      status: 422,
      body: { fields: { file: 'Send the file as multipart/form-data' } },
    });
    expect(blobs.put).not.toHaveBeenCalled();
  });

  it('keeps the bytes under the owner’s key', async () => {
    const answer = await run(part('brief.pdf', MAX_UPLOAD_BYTES));
    expect(answer).toMatchObject({ status: 200, body: { name: 'brief.pdf', kind: 'file' } });
    const id = (answer as { body: { id: string } }).body.id;
    expect(blobs.put).toHaveBeenCalledWith(`u1:${id}`, expect.any(Uint8Array), 'application/pdf');
  });
});
