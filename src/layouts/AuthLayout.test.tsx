import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@/config/paths';
import { renderApp } from '@/test/renderWithProviders';
import { AUTH_BODY_CLASS } from './AuthLayout';

describe('auth layout', () => {
  it('puts its page background on <body> while an auth page shows, and takes it off on leaving', async () => {
    const { router } = renderApp({ route: PATHS.auth.register });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(document.body).toHaveClass(AUTH_BODY_CLASS);
    await act(() => router.navigate(PATHS.error404));
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.body).not.toHaveClass(AUTH_BODY_CLASS));
  });

  it('shows the Italian texts when the language is Italian', async () => {
    const { i18n } = renderApp({ route: PATHS.auth.login });
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByRole('heading', { name: 'Bentornato!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ricordami')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      PATHS.auth.forgetPassword,
    );
  });
});
