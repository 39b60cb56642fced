import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from '@/i18n/useTranslation';
import { renderWithProviders } from '@/test/renderWithProviders';
import { LanguageSwitcher } from './components/LanguageSwitcher';
import { LANGUAGE_KEY } from './localeSaga';

function Screen() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitcher />
      <p>{t('errors.notFound.title')}</p>
    </>
  );
}

describe('language', () => {
  it('switches to Italian at run time and remembers the choice', async () => {
    const { user, store } = renderWithProviders(<Screen />);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('button', { name: 'Italiano' }));

    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    expect(store.getState().locale.language).toBe('it');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('it');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'it'));
  });

  it('starts in the saved language', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'it');
    renderWithProviders(<Screen />);
    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'it'));
  });

  it('ignores a corrupt saved value and keeps English, without touching other storage', async () => {
    localStorage.setItem(LANGUAGE_KEY, '{"not":"a language"}');
    localStorage.setItem('something-else', 'kept');
    const { store } = renderWithProviders(<Screen />);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(store.getState().locale.language).toBe('en');
    expect(localStorage.getItem('something-else')).toBe('kept');
  });
});
