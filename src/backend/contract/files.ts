/** Contract cases of the files API (docs/api/files.md), uploads included. */
import { FILES_API, type FileEntry, type FileListing } from '@/contract/files';
import {
  caseFor,
  type Client,
  expectCursorWalk,
  expectFields,
  expectStatus,
  expectThat,
} from './types';

const upload = (name: string, text: string, folderId = '') => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  form.append('folderId', folderId);
  return form;
};

const listing = async (as: Client, query: Record<string, string | number>) => {
  const response = await as.get(FILES_API.list, query);
  expectStatus(response, 200, 'GET files');
  return response.body as FileListing;
};

const filesCase = caseFor('files');

export const filesCases = [
  filesCase(
    'uploads, downloads the same bytes, renames, bins, restores and deletes',
    async ({ owner }) => {
      const posted = await owner.post(FILES_API.list, upload('notes.txt', 'hello contract'));
      expectStatus(posted, 200, 'upload');
      const file = posted.body as FileEntry;
      expectThat(
        file.name === 'notes.txt' && file.size === 14 && file.parentId === null,
        'the entry',
        posted,
      );
      const again = await owner.post(FILES_API.list, upload('notes.txt', 'x'));
      expectThat(
        (again.body as FileEntry).name === 'notes (2).txt',
        'a taken name gets (2)',
        again,
      );
      const content = await owner.get(FILES_API.content(file.id));
      expectStatus(content, 200, 'download');
      expectThat(content.body === 'hello contract', 'the same bytes', content);
      const recent = await listing(owner, { view: 'recent' });
      expectThat(
        recent.items.some((e) => e.id === file.id),
        'opened files are Recent',
      );
      const home = await listing(owner, { q: 'NOTES', sort: '-name', pageSize: 1 });
      expectThat(
        home.total === 2 && home.items[0]?.name === 'notes.txt',
        'q, sort and paging',
        undefined,
      );
      expectThat(home.path[0]?.name === 'Home' && home.usage.used > 0, 'path and usage');
      const renamed = await owner.patch(FILES_API.item(file.id), { name: 'kept.txt' });
      expectStatus(renamed, 200, 'rename');
      expectStatus(await owner.patch(FILES_API.item(file.id), { trashed: true }), 200, 'bin');
      const bin = await listing(owner, { view: 'bin' });
      expectThat(
        bin.items.some((e) => e.id === file.id),
        'in the bin',
      );
      const restored = await owner.patch(FILES_API.item(file.id), { trashed: false });
      expectThat((restored.body as FileEntry).trashed === false, 'restored', restored);
      expectStatus(await owner.delete(FILES_API.item(file.id)), 204, 'delete');
      expectStatus(await owner.get(FILES_API.content(file.id)), 404, 'gone');
    },
  ),
  filesCase(
    'folders: create, list inside, 404 unknown folder, delete with contents',
    async ({ owner }) => {
      const made = await owner.post(FILES_API.folders, { name: 'Contracts', parentId: null });
      expectStatus(made, 200, 'folder');
      const folder = made.body as FileEntry;
      await owner.post(FILES_API.list, upload('a.txt', 'a', folder.id));
      const inside = await listing(owner, { folder: folder.id });
      expectThat(inside.total === 1 && inside.path.at(-1)?.id === folder.id, 'inside the folder');
      expectStatus(await owner.get(FILES_API.list, { folder: 'nope' }), 404, 'unknown folder');
      expectStatus(await owner.delete(FILES_API.item(folder.id)), 204, 'delete folder');
      const home = await listing(owner, { q: 'a.txt' });
      expectThat(home.total === 0, 'its contents went too');
    },
  ),
  filesCase('422 and 413: names and uploads checked by the server', async ({ owner }) => {
    expectFields(
      await owner.post(FILES_API.folders, { name: 'a/b' }),
      { name: 'A name cannot contain "/"' },
      'a slash',
    );
    expectFields(
      await owner.post(FILES_API.folders, { name: 'documents' }),
      { name: 'This folder already has an item with that name' },
      'a taken name',
    );
    expectFields(
      await owner.post(FILES_API.list, upload('run.exe', 'x')),
      { file: 'This type of file is not accepted' },
      'a refused type',
    );
    expectFields(await owner.get(FILES_API.list, { view: 'all' }), ['view'], 'a bad view');
    expectFields(await owner.get(FILES_API.list, { sort: 'owner' }), ['sort'], 'a bad sort');
  }),
  filesCase(
    'the workspace: every member sees and downloads a file; its uploader and Admins change it (403 for the others)',
    async ({ send, owner, other, user, harness }) => {
      const posted = await owner.post(FILES_API.list, upload('shared.txt', 'ours'));
      const file = posted.body as FileEntry;
      expectThat(file.createdBy === harness.accounts.owner.uid, 'added by its uploader', posted);
      for (const [as, client] of [
        ['other', other],
        ['user', user],
      ] as const) {
        const seen = await listing(client, { q: 'shared' });
        expectThat(seen.items[0]?.id === file.id, `${as} sees the file`);
        const content = await client.get(FILES_API.content(file.id));
        expectThat(content.body === 'ours', `${as} downloads its bytes`, content);
      }
      for (const request of [
        { method: 'patch', path: FILES_API.item(file.id), body: { name: 'x.txt' } },
        { method: 'delete', path: FILES_API.item(file.id) },
      ] as const) {
        expectStatus(await send({ as: 'user', ...request }), 403, `${request.method} by user`);
      }
      const folder = (await user.post(FILES_API.folders, { name: 'User folder', parentId: null }))
        .body as FileEntry;
      await owner.post(FILES_API.list, upload('inside.txt', 'admin', folder.id));
      expectStatus(
        await user.delete(FILES_API.item(folder.id)),
        403,
        "deleting a folder holding another member's file",
      );
      const renamed = await other.patch(FILES_API.item(file.id), { name: 'renamed.txt' });
      expectStatus(renamed, 200, 'an Admin renames it');
      expectThat(
        (renamed.body as FileEntry).updatedBy === harness.accounts.other.uid,
        'the change names who made it',
        renamed,
      );
      expectStatus(await owner.delete(FILES_API.item(folder.id)), 204, 'an Admin deletes it all');
    },
  ),
  filesCase('cursor paging walks each view and sort as the page numbers do', async ({ owner }) => {
    for (const name of ['a.txt', 'b.txt', 'c.txt']) {
      expectStatus(await owner.post(FILES_API.list, upload(name, name)), 200, 'upload');
    }
    const binned = await owner.post(FILES_API.list, upload('old.txt', 'old'));
    const other = await owner.post(FILES_API.list, upload('older.txt', 'older'));
    for (const posted of [binned, other]) {
      const id = (posted.body as FileEntry).id;
      expectStatus(await owner.patch(FILES_API.item(id), { trashed: true }), 200, 'bin');
    }
    const list = (query: Record<string, string | number>) => owner.get(FILES_API.list, query);
    for (const view of ['folder', 'bin']) {
      for (const sort of ['', 'name', '-name', 'size', '-modifiedAt', 'type', '-type']) {
        const query: Record<string, string> = sort ? { view, sort } : { view };
        const all = await listing(owner, { ...query, pageSize: 200 });
        await expectCursorWalk(
          list,
          query,
          2,
          all.items.map((e) => e.id),
          `files view=${view} sort=${sort || '(none)'}`,
        );
      }
    }
    const first = await list({ pageSize: 1, sort: 'name' });
    const next = (first.body as { nextCursor: string }).nextCursor;
    expectFields(await list({ cursor: next, sort: 'size' }), ['cursor'], 'another sort');
    expectFields(await list({ cursor: 'not-a-cursor!' }), ['cursor'], 'a made-up cursor');
  }),
];
