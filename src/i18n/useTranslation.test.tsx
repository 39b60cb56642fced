import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n';
import { useTranslation } from './useTranslation';

const seen: TFunction[] = [];
function Title() {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p lang={i18n.language}>
      {t('errors.notFound.title')} · {t('common.close')}
    </p>
  );
}

beforeEach(() => {
  seen.length = 0;
});

it("reads the provider's instance, draws again in a new language, and lets go on unmount", async () => {
  const english = createI18n('en');
  const italian = createI18n('it');
  const { unmount } = render(
    <>
      <I18nextProvider i18n={english}>
        <Title />
        <Title />
      </I18nextProvider>
      <I18nextProvider i18n={italian}>
        <Title />
      </I18nextProvider>
    </>,
  );
  expect(screen.getAllByText('Page not found · Close')).toHaveLength(2);
  expect(screen.getByText('Pagina non trovata · Chiudi')).toHaveAttribute('lang', 'it');
  // One `t` a language and instance, shared by the components (no copy a component).
  expect(seen[0]).toBe(seen[1]);
  expect(seen[2]).not.toBe(seen[0]);

  await act(() => english.changeLanguage('it'));
  expect(screen.getAllByText('Pagina non trovata · Chiudi')).toHaveLength(3);
  expect(screen.queryByText('Page not found · Close')).not.toBeInTheDocument();

  const listening = () =>
    (english as unknown as { observers: Record<string, Map<unknown, number>> }).observers
      .languageChanged?.size ?? 0;
  expect(listening()).toBeGreaterThanOrEqual(2);
  const before = listening();
  unmount();
  expect(listening()).toBe(before - 2);
});
