import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiUrl } from '@/mocks/apiBase';
import { filesScenarios } from '@/mocks/scenarios/files';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FileManager } from './components/FileManager';
import { filesFeature } from './feature';
import { filesMessages } from './messages';
import { downloadRequested, selectFiles, uploadCancelled, uploadRequested } from './filesSlice';
import { handOverFile } from './uploadFiles';

const FIRST = { timeout: 10_000 };
const asAdmin = { as: 'Admin' as const, features: [filesFeature], messages: filesMessages };

function upload(
  store: { dispatch: (a: ReturnType<typeof uploadRequested>) => unknown },
  file: File,
  folderId: string | null = null,
) {
  const id = `t-${file.name}`;
  handOverFile(id, file);
  act(() => {
    store.dispatch(uploadRequested({ id, name: file.name, size: file.size, folderId }));
  });
  return id;
}

describe('file manager (component + slice + saga + demo API)', () => {
  it('shows Home with its folders, opens one with breadcrumbs, and the storage used', async () => {
    const { user } = renderWithProviders(<FileManager />, asAdmin);
    expect(await screen.findByText(/of 1 GB used/, {}, FIRST)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('list', { name: 'Files and folders' })).getByRole('button', {
        name: 'Documents',
      }),
    );
    expect(await screen.findByText('Project brief.pdf')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Documents')).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Readme.md')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
  });

  it('uploads with progress, stores the bytes, and a download returns exactly them', async () => {
    const { store } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    const bytes = new Uint8Array(20_000).map((_, i) => (i * 31) % 256);
    upload(store, new File([bytes], 'data.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded.', {}, FIRST)).toBeInTheDocument();
    expect((await screen.findAllByText('data.pdf')).length).toBeGreaterThan(1); // upload row + listing

    const saved: Blob[] = [];
    // jsdom has no object URLs: capture the Blob the saga hands to the browser's "save as".
    const create = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const id = selectFiles(store.getState()).find((e) => e.name === 'data.pdf')?.id ?? '';
    act(() => {
      store.dispatch(downloadRequested({ id, name: 'data.pdf' }));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    const back = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(Array.from(back)).toEqual(Array.from(bytes));
    click.mockRestore();
    // revokeObjectURL stays a no-op: the saga revokes the URL a few seconds later.
    Object.assign(URL, { createObjectURL: undefined });
  });

  it('refuses a file over 50 MB and a type not on the list, naming the file and the limit, without sending it', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('files'), () => {
        posts += 1;
        return undefined;
      }),
    );
    const { store } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    const big = new File(['x'], 'movie.mp4');
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    upload(store, big);
    upload(store, new File(['x'], 'script.exe'));
    expect(
      await screen.findByText('movie.mp4 is too large: a file may be at most 50 MB.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^script\.exe is not an accepted type\. Accepted: png, jpg/),
    ).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('Cancel aborts the upload in flight', async () => {
    const aborted: boolean[] = [];
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    server.use(
      http.post(apiUrl('files'), async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted.push(true));
        await delay(5000);
        return HttpResponse.json({});
      }),
    );
    const { store, user } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    upload(store, new File(['hello'], 'slow.txt', { type: 'text/plain' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    // The XMLHttpRequest carrying the upload is aborted (msw's signal may not see it under jest).
    await waitFor(() => expect(abort.mock.calls.length + aborted.length).toBeGreaterThan(0));
    abort.mockRestore();
    expect(store.getState().files?.uploads[0]?.status).toBe('cancelled');
    expect(uploadCancelled.type).toBe('files/uploadCancelled');
  });

  it('a refused upload says why (scenario files-upload-fails)', async () => {
    server.use(...(filesScenarios['files-upload-fails'] ?? []));
    const { store } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    upload(store, new File(['a'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('notes.txt was not uploaded: The storage server is full'),
    ).toBeInTheDocument();
  });

  it('rename refuses empty, "/" and duplicate names; new folder; Bin, restore, delete forever', async () => {
    const { user } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    await user.click(screen.getByRole('button', { name: 'Actions for Readme.md' }));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename Readme.md' });
    const field = within(dialog).getByLabelText('Name');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    await user.type(field, 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A name cannot contain "/".')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'music');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('This folder already has an item with that name.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'About.md');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('About.md')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Name'), 'Invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Invoices' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for About.md' }));
    await user.click(screen.getByRole('button', { name: 'Move to Bin' }));
    await waitFor(() => expect(screen.queryByText('About.md')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bin' }));
    expect(await screen.findByText('About.md')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for About.md' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText('About.md')).not.toBeInTheDocument());
    expect(await screen.findByText('The bin is empty.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Invoices' }));
    await user.click(screen.getByRole('button', { name: 'Move to Bin' }));
    await user.click(screen.getByRole('button', { name: 'Bin' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Invoices' }));
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete forever' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('The bin is empty.')).toBeInTheDocument();
  });

  it('a refused move to the Bin puts the item back with a message', async () => {
    server.use(
      http.patch(apiUrl('files/:id'), () =>
        HttpResponse.json({ message: 'Read-only share' }, { status: 403 }),
      ),
    );
    const { user, store } = renderWithProviders(<FileManager />, asAdmin);
    await screen.findByText('Readme.md', {}, FIRST);
    await user.click(screen.getByRole('button', { name: 'Actions for Readme.md' }));
    await user.click(screen.getByRole('button', { name: 'Move to Bin' }));
    await waitFor(() => expect(store.getState().notifications.items.length).toBeGreaterThan(0));
    expect(screen.getByText('Readme.md')).toBeInTheDocument();
  });
});
