import { useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A button named `label` that opens the dialog `dialog` draws, as a page's own button would;
 * `close` shuts it again (what the dialog's own buttons call).
 */
export function DialogOpener({
  label,
  dialog,
}: {
  label: string;
  dialog: (show: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}

/** Presses the button named `opener` and gives back the dialog named `name` it opens. */
export async function openDialog(user: UserEvent, opener: string, name: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  return screen.findByRole('dialog', { name });
}

/**
 * What every modal dialog of the app does with Escape: the opener (a button named `opener`)
 * opens the dialog named `dialog`; Escape closes it without doing what it was opened for
 * (`action` not called) and gives the focus back to the opener.
 */
export async function expectEscapeCancels(
  user: UserEvent,
  { opener, dialog, action }: { opener: string; dialog: string; action: jest.Mock },
) {
  const button = await screen.findByRole('button', { name: opener });
  await user.click(button);
  await screen.findByRole('dialog', { name: dialog });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(action).not.toHaveBeenCalled();
  await waitFor(() => expect(button).toHaveFocus());
}
