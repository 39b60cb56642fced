/** Contract cases of the files API (docs/api/files.md), uploads included. */
import { FILES_API, type FileEntry, type FileListing } from '@/features/files/api';
import {
  expectFields,
  expectStatus,
  expectThat,
  resetAccounts,
  type ContractCase,
  type Send,
} from './types';

const upload = (name: string, text: string, folderId = '') => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  form.append('folderId', folderId);
  return form;
};

const listing = async (
  send: Send,
  query: Record<string, string | number>,
  as: 'owner' | 'other' = 'owner',
) => {
  const response = await send({ as, method: 'get', path: FILES_API.list, query });
  expectStatus(response, 200, 'GET files');
  return response.body as FileListing;
};

export const filesCases: ContractCase[] = [
  {
    area: 'files',
    name: 'uploads, downloads the same bytes, renames, bins, restores and deletes',
    async run(send) {
      await resetAccounts(send);
      const posted = await send({
        as: 'owner',
        method: 'post',
        path: FILES_API.list,
        body: upload('notes.txt', 'hello contract'),
      });
      expectStatus(posted, 200, 'upload');
      const file = posted.body as FileEntry;
      expectThat(
        file.name === 'notes.txt' && file.size === 14 && file.parentId === null,
        'the entry',
        posted,
      );
      const again = await send({
        as: 'owner',
        method: 'post',
        path: FILES_API.list,
        body: upload('notes.txt', 'x'),
      });
      expectThat(
        (again.body as FileEntry).name === 'notes (2).txt',
        'a taken name gets (2)',
        again,
      );
      const content = await send({ as: 'owner', method: 'get', path: FILES_API.content(file.id) });
      expectStatus(content, 200, 'download');
      expectThat(content.body === 'hello contract', 'the same bytes', content);
      const recent = await listing(send, { view: 'recent' });
      expectThat(
        recent.items.some((e) => e.id === file.id),
        'opened files are Recent',
      );
      const home = await listing(send, { q: 'NOTES', sort: '-name', pageSize: 1 });
      expectThat(
        home.total === 2 && home.items[0]?.name === 'notes.txt',
        'q, sort and paging',
        undefined,
      );
      expectThat(home.path[0]?.name === 'Home' && home.usage.used > 0, 'path and usage');
      const renamed = await send({
        as: 'owner',
        method: 'patch',
        path: FILES_API.item(file.id),
        body: { name: 'kept.txt' },
      });
      expectStatus(renamed, 200, 'rename');
      expectStatus(
        await send({
          as: 'owner',
          method: 'patch',
          path: FILES_API.item(file.id),
          body: { trashed: true },
        }),
        200,
        'bin',
      );
      const bin = await listing(send, { view: 'bin' });
      expectThat(
        bin.items.some((e) => e.id === file.id),
        'in the bin',
      );
      const restored = await send({
        as: 'owner',
        method: 'patch',
        path: FILES_API.item(file.id),
        body: { trashed: false },
      });
      expectThat((restored.body as FileEntry).trashed === false, 'restored', restored);
      expectStatus(
        await send({ as: 'owner', method: 'delete', path: FILES_API.item(file.id) }),
        204,
        'delete',
      );
      expectStatus(
        await send({ as: 'owner', method: 'get', path: FILES_API.content(file.id) }),
        404,
        'gone',
      );
    },
  },
  {
    area: 'files',
    name: 'folders: create, list inside, 404 unknown folder, delete with contents',
    async run(send) {
      await resetAccounts(send);
      const made = await send({
        as: 'owner',
        method: 'post',
        path: FILES_API.folders,
        body: { name: 'Contracts', parentId: null },
      });
      expectStatus(made, 200, 'folder');
      const folder = made.body as FileEntry;
      await send({
        as: 'owner',
        method: 'post',
        path: FILES_API.list,
        body: upload('a.txt', 'a', folder.id),
      });
      const inside = await listing(send, { folder: folder.id });
      expectThat(inside.total === 1 && inside.path.at(-1)?.id === folder.id, 'inside the folder');
      expectStatus(
        await send({ as: 'owner', method: 'get', path: FILES_API.list, query: { folder: 'nope' } }),
        404,
        'unknown folder',
      );
      expectStatus(
        await send({ as: 'owner', method: 'delete', path: FILES_API.item(folder.id) }),
        204,
        'delete folder',
      );
      const home = await listing(send, { q: 'a.txt' });
      expectThat(home.total === 0, 'its contents went too');
    },
  },
  {
    area: 'files',
    name: '422 and 413: names and uploads checked by the server',
    async run(send) {
      await resetAccounts(send);
      expectFields(
        await send({ as: 'owner', method: 'post', path: FILES_API.folders, body: { name: 'a/b' } }),
        { name: 'A name cannot contain "/"' },
        'a slash',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'post',
          path: FILES_API.folders,
          body: { name: 'documents' },
        }),
        { name: 'This folder already has an item with that name' },
        'a taken name',
      );
      expectFields(
        await send({
          as: 'owner',
          method: 'post',
          path: FILES_API.list,
          body: upload('run.exe', 'x'),
        }),
        { file: 'This type of file is not accepted' },
        'a refused type',
      );
      expectFields(
        await send({ as: 'owner', method: 'get', path: FILES_API.list, query: { view: 'all' } }),
        ['view'],
        'a bad view',
      );
      expectFields(
        await send({ as: 'owner', method: 'get', path: FILES_API.list, query: { sort: 'owner' } }),
        ['sort'],
        'a bad sort',
      );
    },
  },
  {
    area: 'files',
    name: 'another account never sees, downloads or changes my files (404); 403 to a user',
    async run(send) {
      await resetAccounts(send);
      const posted = await send({
        as: 'owner',
        method: 'post',
        path: FILES_API.list,
        body: upload('secret.txt', 'mine'),
      });
      const file = posted.body as FileEntry;
      const theirs = await listing(send, { q: 'secret' }, 'other');
      expectThat(theirs.total === 0, 'not in their listing');
      for (const request of [
        { method: 'get', path: FILES_API.content(file.id) },
        { method: 'patch', path: FILES_API.item(file.id), body: { name: 'x.txt' } },
        { method: 'delete', path: FILES_API.item(file.id) },
      ] as const) {
        expectStatus(await send({ as: 'other', ...request }), 404, `${request.method} as other`);
      }
      expectStatus(await send({ as: 'user', method: 'get', path: FILES_API.list }), 403, 'user');
    },
  },
];
