import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expectEscapeCancels } from '@/test/dialogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete all
      </button>
      <ConfirmDialog
        show={open}
        title="Delete everything?"
        confirmLabel="Delete"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, confirms with its button', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Opener onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete everything?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape cancels, nothing is confirmed, and the focus goes back to the opener', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Opener onConfirm={onConfirm} />);
    await expectEscapeCancels(user, {
      opener: 'Delete all',
      dialog: 'Delete everything?',
      action: onConfirm,
    });
  });

  it('Cancel is "Cancel" unless told otherwise', async () => {
    const { user } = renderWithProviders(<Opener onConfirm={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
