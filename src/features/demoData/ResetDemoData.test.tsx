import { screen, within } from '@testing-library/react';
import { DEMO_ADMIN, defineUserCollection, withUserData } from '@/mocks/db';
import { server } from '@/mocks/node';
import { httpScenarios } from '@/mocks/scenarios/http';
import { customizerMessages } from '@/layouts/parts/customizerMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ResetDemoData } from './components/ResetDemoData';

const notes = defineUserCollection<string[]>({
  name: 'test_reset_notes',
  version: 1,
  seed: () => ['seeded'],
  isValid: (entry): entry is string[] => Array.isArray(entry),
});

/** Renders the button signed in `as`, presses it and returns the confirmation dialog. */
async function openDialog(as: 'Admin' | 'user', ui = <ResetDemoData />) {
  const { user } = renderWithProviders(ui, { as, messages: customizerMessages });
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your demo data?' });
  return { user, dialog };
}

describe('Reset demo data (customizer button + saga + demo API)', () => {
  it("asks first, then puts the signed-in user's data back to its seed and says so", async () => {
    await withUserData(notes, DEMO_ADMIN.uid, (list) => {
      list.push('changed by me');
    });
    const { user, dialog } = await openDialog('Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('Your demo data is back to how it started.'),
    ).toBeInTheDocument();
    expect(await withUserData(notes, DEMO_ADMIN.uid, (list) => [...list])).toEqual(['seeded']);
  });

  it('a failure is a toast in the words the server wrote; nothing is reset', async () => {
    await withUserData(notes, DEMO_ADMIN.uid, (list) => {
      list.push('kept');
    });
    server.use(...httpScenarios['api-500']);
    const { user, dialog } = await openDialog('Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(await withUserData(notes, DEMO_ADMIN.uid, (list) => [...list])).toEqual([
      'seeded',
      'kept',
    ]);
  });

  it("an Admin may reset the workspace's shared areas too: the dialog says whose work goes", async () => {
    const { user, dialog } = await openDialog('Admin', <ResetDemoData admin />);
    expect(within(dialog).queryByText(/every member of the workspace/)).toBeNull();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "Also reset the workspace's projects, tasks, calendar and files",
      }),
    );
    expect(within(dialog).getByText(/removes the work of every member/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('Your demo data is back to how it started.'),
    ).toBeInTheDocument();
  });

  it('a member without the Admin role is not offered the shared areas', async () => {
    const { dialog } = await openDialog('user');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText(/shared with the other members and stay/)).toBeInTheDocument();
  });
});
