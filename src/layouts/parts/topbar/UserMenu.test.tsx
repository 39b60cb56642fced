import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { signedIn } from '@/test/session';
import { UserMenu } from './UserMenu';

// A name as long as the one that pushed the menu to ~50,000 px.
const LONG_NAME = `Zoe ${'Verylongname'.repeat(416)}`;

describe('user menu with a very long name', () => {
  it('truncates the name and keeps it whole in the accessible name and the tooltip', async () => {
    const { user } = renderWithProviders(<UserMenu />, signedIn('Admin', LONG_NAME));
    const toggle = await screen.findByRole('button', { name: `User menu for ${LONG_NAME}` });
    expect(toggle).toHaveAttribute('title', LONG_NAME);
    // The name in its own direction (<bdi>), in a box that truncates it.
    const shown = within(toggle).getByText(LONG_NAME, { selector: '.nav-user-name bdi' });
    expect(shown.parentElement).toHaveClass('text-truncate');

    await user.click(toggle);
    const header = await screen.findByText(LONG_NAME, { selector: '.dropdown-header span bdi' });
    expect(header).toBeVisible();
    expect(header.parentElement).toHaveClass('text-truncate');
    expect(header.parentElement).toHaveAttribute('title', LONG_NAME);
  });
});
