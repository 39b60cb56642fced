import { screen, waitFor, within } from '@testing-library/react';
import { DialogOpener, expectEscapeCancels, openDialog } from '@/test/dialogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NameDialog } from './NameDialog';

const renderOpener = (onSubmit: (name: string) => void) =>
  renderWithProviders(
    <DialogOpener
      label="Rename"
      dialog={(show, close) => (
        <NameDialog
          show={show}
          title="Rename notes.txt"
          label="Name"
          initial="notes.txt"
          submitLabel="Save"
          check={(name) => (name.trim() ? null : 'A name is needed')}
          onSubmit={(name) => {
            onSubmit(name);
            close();
          }}
          onClose={close}
        />
      )}
    />,
  );

describe('NameDialog', () => {
  it('starts from the initial name, refuses by its rules beside the field, submits the trimmed name', async () => {
    const onSubmit = jest.fn();
    const { user } = renderOpener(onSubmit);
    const dialog = await openDialog(user, 'Rename', 'Rename notes.txt');
    const field = within(dialog).getByLabelText('Name');
    expect(field).toHaveValue('notes.txt');
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('A name is needed');
    await user.type(field, ' todo.txt {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('todo.txt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape closes it and the focus goes back to the opener', async () => {
    const onSubmit = jest.fn();
    const { user } = renderOpener(onSubmit);
    await expectEscapeCancels(user, {
      opener: 'Rename',
      dialog: 'Rename notes.txt',
      action: onSubmit,
    });
  });
});
