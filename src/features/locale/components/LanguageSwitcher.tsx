import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DeferredDropdown } from '@/components/DeferredDropdown';
import { LANGUAGES } from '@/i18n/languages';
import { languageChanged, selectLanguage } from '../localeSlice';

/** Top bar language menu: English / Italiano, switched at run time and remembered. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const active = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0];
  return (
    <DeferredDropdown
      className={className}
      align="end"
      toggleClassName="nav-link px-2"
      toggle={
        <>
          {/* Named by hidden text rather than aria-label, so the name never contradicts the
              visible code (axe: label-content-name-mismatch). */}
          <span className="visually-hidden">{`${t('common.language')}: ${active.label}`}</span>
          <span className="text-uppercase fw-semibold" aria-hidden="true">
            {active.code}
          </span>
        </>
      }
    >
      {(Dropdown) => (
        <Dropdown.Menu>
          {LANGUAGES.map((language) => (
            <Dropdown.Item
              key={language.code}
              as="button"
              lang={language.code}
              active={language.code === current}
              aria-current={language.code === current ? 'true' : undefined}
              onClick={() => dispatch(languageChanged(language.code))}
            >
              {language.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      )}
    </DeferredDropdown>
  );
}
