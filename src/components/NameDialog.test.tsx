import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expectEscapeCancels } from '@/test/dialogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NameDialog } from './NameDialog';

function Opener({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <NameDialog
        show={open}
        title="Rename notes.txt"
        label="Name"
        initial="notes.txt"
        submitLabel="Save"
        check={(name) => (name.trim() ? null : 'A name is needed')}
        onSubmit={(name) => {
          onSubmit(name);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('NameDialog', () => {
  it('starts from the initial name, refuses by its rules beside the field, submits the trimmed name', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Opener onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename notes.txt' });
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
    const { user } = renderWithProviders(<Opener onSubmit={onSubmit} />);
    await expectEscapeCancels(user, {
      opener: 'Rename',
      dialog: 'Rename notes.txt',
      action: onSubmit,
    });
  });
});
