import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';

const slow = { timeout: 10000 };

describe('UI elements page', () => {
  it('dismisses an alert, raises a toast through the notification slice, opens and closes the modal by keyboard', async () => {
    const { user, store } = renderApp({ route: '/components/ui-elements', as: 'Admin' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss the danger alert' }, slow));
    expect(
      screen.queryByRole('button', { name: 'Dismiss the danger alert' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show success toast' }));
    expect(store.getState().notifications.items).toHaveLength(1);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('A success toast from the notification slice.'),
    ).toBeInTheDocument();

    screen.getByRole('button', { name: 'Open modal' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Modal heading' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Open modal' });
  });

  it('tabs, dropdown and pagination work', async () => {
    const { user } = renderApp({ route: '/components/ui-elements', as: 'Admin' });
    await user.click(await screen.findByRole('tab', { name: 'Profile' }, slow));
    expect(screen.getByText("The profile tab's content.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(screen.getByText('Picked: Duplicate')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Demo pages' });
    await user.click(within(pages).getByRole('button', { name: '4' }));
    expect(within(pages).getByText('4').closest('.page-item')).toHaveClass('active');
  });
});
