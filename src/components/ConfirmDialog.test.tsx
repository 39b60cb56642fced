import { screen, waitFor } from '@testing-library/react';
import { DialogOpener, expectEscapeCancels, openDialog } from '@/test/dialogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

const renderOpener = (onConfirm: () => void) =>
  renderWithProviders(
    <DialogOpener
      label="Delete all"
      dialog={(show, close) => (
        <ConfirmDialog
          show={show}
          title="Delete everything?"
          confirmLabel="Delete"
          onConfirm={() => {
            onConfirm();
            close();
          }}
          onCancel={close}
        >
          This cannot be undone.
        </ConfirmDialog>
      )}
    />,
  );

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, confirms with its button', async () => {
    const onConfirm = jest.fn();
    const { user } = renderOpener(onConfirm);
    const dialog = await openDialog(user, 'Delete all', 'Delete everything?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape cancels, nothing is confirmed, and the focus goes back to the opener', async () => {
    const onConfirm = jest.fn();
    const { user } = renderOpener(onConfirm);
    await expectEscapeCancels(user, {
      opener: 'Delete all',
      dialog: 'Delete everything?',
      action: onConfirm,
    });
  });

  it('Cancel is "Cancel" unless told otherwise', async () => {
    const { user } = renderOpener(jest.fn());
    await openDialog(user, 'Delete all', 'Delete everything?');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
