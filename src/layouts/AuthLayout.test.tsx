import { act, screen, waitFor } from '@testing-library/react';
import { pagePath } from '@/config/pages';
import { renderApp } from '@/test/renderWithProviders';
import { AUTH_BODY_CLASS } from './AuthLayout';

describe('auth layout', () => {
  it('puts its page background on <body> while an auth page shows, and takes it off on leaving', async () => {
    const { router } = renderApp({ route: pagePath('auth-register') });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(document.body).toHaveClass(AUTH_BODY_CLASS);
    await act(() => router.navigate(pagePath('pages-error-404')));
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.body).not.toHaveClass(AUTH_BODY_CLASS));
  });

  it('shows the Italian texts when the language is Italian', async () => {
    const { i18n } = renderApp({ route: pagePath('auth-login') });
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByRole('heading', { name: 'Bentornato!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ricordami')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      pagePath('auth-forget-password'),
    );
  });
});
