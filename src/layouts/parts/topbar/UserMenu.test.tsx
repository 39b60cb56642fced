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
    const shown = within(toggle).getByText(LONG_NAME, { selector: '.nav-user-name' });
    expect(shown).toHaveClass('text-truncate');

    await user.click(toggle);
    const header = await screen.findByText(LONG_NAME, { selector: '.dropdown-header span' });
    expect(header).toBeVisible();
    expect(header).toHaveClass('text-truncate');
    expect(header).toHaveAttribute('title', LONG_NAME);
  });
});
