import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
