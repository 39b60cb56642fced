import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { formsScenarios } from '@/mocks/scenarios/forms';
import { renderWithProviders } from '@/test/renderWithProviders';
import { formsFeature } from './feature';
import { FileUploader, formsMessages } from './ui';
import { checkFiles } from './uploadRules';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const render = () =>
  renderWithProviders(<FileUploader />, {
    as: 'Admin',
    features: [formsFeature],
    messages: formsMessages,
  });

describe('upload limits', () => {
  it('refuses too large, wrong type and the eleventh file, naming each', () => {
    const files = [
      { name: 'big.png', size: 6 * MB, type: 'image/png' },
      { name: 'notes.txt', size: 10, type: 'text/plain' },
      { name: 'ok.pdf', size: MB, type: 'application/pdf' },
      { name: 'extra.jpg', size: 10, type: 'image/jpeg' },
    ];
    const { accepted, refused } = checkFiles(files, 9);
    expect(accepted).toEqual([2]);
    expect(refused).toEqual([
      { file: 'big.png', reason: 'tooLarge', limit: '5 MB' },
      { file: 'notes.txt', reason: 'wrongType', limit: 'PNG, JPEG, GIF, WebP, PDF' },
      { file: 'extra.jpg', reason: 'tooMany', limit: 10 },
    ]);
  });

  it('says which file was refused and why, in the page', async () => {
    const { user } = render();
    await user.upload(screen.getByLabelText('Files to upload'), [
      file('huge.png', 6 * MB, 'image/png'),
      file('photo.png', 2048, 'image/png'),
    ]);
    expect(
      await screen.findByText('huge.png was not added: it is larger than 5 MB.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Files to send' });
    expect(within(list).getByText('photo.png', { selector: 'div' })).toBeInTheDocument();
    expect(within(list).getByText(/2 KB/)).toBeInTheDocument();
  });
});

describe('sending files', () => {
  it('sends each file multipart to the demo API', async () => {
    const { user } = render();
    await user.upload(screen.getByLabelText('Files to upload'), [
      file('scan.pdf', 5000, 'application/pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Send files' }));
    expect(await screen.findByText(/sent$/)).toBeInTheDocument();
  });

  it('cancels a file in flight: the request is aborted', async () => {
    server.use(...(formsScenarios['forms-upload-hangs'] ?? []));
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const { user } = render();
    await user.upload(screen.getByLabelText('Files to upload'), [
      file('slow.png', 5000, 'image/png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Send files' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel slow.png' });
    await user.click(cancel);
    expect(await screen.findByText(/cancelled/)).toBeInTheDocument();
    // The saga closed the upload channel, which aborts the request's controller.
    await waitFor(() => expect(abort).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Cancel slow.png' })).not.toBeInTheDocument();
  });

  it('shows a failure beside the file and lets it be removed', async () => {
    server.use(...(formsScenarios['forms-upload-fails'] ?? []));
    const { user } = render();
    await user.upload(screen.getByLabelText('Files to upload'), [file('a.png', 5000, 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Send files' }));
    expect(await screen.findByText('Storage is full')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
  });
});
