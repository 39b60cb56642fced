import { act, screen } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';

const slow = { timeout: 10000 };

describe('landing page', () => {
  it('has the calls to action and a layout demo per layout, each opening the dashboard with its override', async () => {
    renderApp({ route: '/landing' });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Open the Horizontal demo' })).toHaveAttribute(
      'href',
      '/dashboard/ecommerce?layout_type=horizontal',
    );
    expect(screen.getByRole('link', { name: 'Open the Two column demo' })).toHaveAttribute(
      'href',
      '/dashboard/ecommerce?layout_type=two-column',
    );
  });

  it('the FAQ is an accordion', async () => {
    const { user } = renderApp({ route: '/landing' });
    const question = await screen.findByRole(
      'button',
      { name: 'How do I change the layout?' },
      slow,
    );
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('the contact form checks its fields (translated) and thanks the sender as text', async () => {
    const { user, i18n } = renderApp({ route: '/landing' });
    await user.click(await screen.findByRole('button', { name: 'Send message' }, slow));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Enter your name.',
    );

    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByText('Inserisci il tuo nome.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '<i>Ann</i>');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello, I have a question.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you, <i>Ann</i>! We will write back soon.'),
    ).toBeInTheDocument();
  });
});
