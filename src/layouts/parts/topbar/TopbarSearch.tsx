import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { flattenLinks } from '../../menu/menuModel';
import { useMenu } from '../../menu/useMenu';

const MAX_RESULTS = 8;

/** Lower case without accents, so "attivita" finds "Attività". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The top bar's search: finds the pages of the menu this user may open (in the current
 * language) and goes to the chosen one. A combobox: arrows move, Enter opens, Escape closes.
 */
export function TopbarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sections } = useMenu();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  const pages = useMemo(
    () =>
      flattenLinks(sections).map((link) => {
        const labels = link.labelKeys.map((key) => t(key));
        return {
          ...link,
          title: labels[labels.length - 1] ?? '',
          trail: labels.slice(0, -1).join(' / '),
        };
      }),
    [sections, t],
  );
  const needle = fold(query.trim());
  const results = needle
    ? pages
        .filter((page) => fold(`${page.title} ${page.trail}`).includes(needle))
        .slice(0, MAX_RESULTS)
    : [];
  const showList = open && needle !== '';

  const go = (path: string) => {
    setQuery('');
    setOpen(false);
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Handled here rather than by submitting the form: a search never posts anything.
      event.preventDefault();
      const chosen = results[active] ?? results[0];
      if (chosen) go(chosen.path);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <form
      className="app-search d-none d-lg-block position-relative"
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <Search className="search-icon" size={16} aria-hidden="true" />
      <input
        type="search"
        className="form-control"
        // The app's languages read left to right: a left-to-right mark after the words keeps
        // the ellipsis at their end in the RTL layout (it read "...Search" there).
        placeholder={`${t('layout.topbar.searchPlaceholder')}\u200E`}
        aria-label={t('layout.topbar.search')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div className={`dropdown-menu app-search-results w-100${showList ? ' show' : ''}`}>
        {showList && results.length === 0 && (
          <p className="dropdown-item-text text-body-secondary mb-0" role="status">
            {t('layout.topbar.searchNoResults', { query: query.trim() })}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('layout.topbar.searchResults')}
          className="list-unstyled mb-0"
        >
          {showList &&
            results.map((page, index) => (
              <li
                key={page.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`dropdown-item${index === active ? ' active' : ''}`}
                // mousedown, not click: it runs before the input's blur closes the list
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(page.path);
                }}
              >
                <span className="d-block">{page.title}</span>
                {page.trail && <small className="text-body-secondary">{page.trail}</small>}
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
