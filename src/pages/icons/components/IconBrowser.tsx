import { useId, useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { notificationAdded } from '@/features/events';
import { filterIcons, type IconEntry } from './iconSearch';
import './icons.scss';

/** Tiles drawn at first and added per "Show more": a 2,000-icon grid stays light. */
export const ICON_PAGE_SIZE = 120;

export interface IconBrowserProps<T extends IconEntry> {
  icons: readonly T[];
  renderIcon: (icon: T) => ReactNode;
  /** Category filter options (value -> label); none when the set has no categories. */
  categories?: { value: string; label: string }[];
}

/**
 * A whole icon set: search (case and dashes ignored), optional category filter, result
 * count, pages of tiles; a click or Enter on a tile copies its name or import line.
 */
export function IconBrowser<T extends IconEntry>({
  icons,
  renderIcon,
  categories,
}: IconBrowserProps<T>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [shown, setShown] = useState(ICON_PAGE_SIZE);
  const matches = useMemo(() => filterIcons(icons, query, category), [icons, query, category]);

  const copy = async (icon: T) => {
    try {
      await navigator.clipboard.writeText(icon.copy);
      dispatch(
        notificationAdded({
          title: 'iconsPage.copied',
          message: 'iconsPage.copiedText',
          params: { text: icon.copy },
          variant: 'success',
        }),
      );
    } catch {
      dispatch(
        notificationAdded({
          title: 'iconsPage.copyFailed',
          message: 'iconsPage.copyFailedText',
          params: { text: icon.copy },
          variant: 'danger',
          delay: 5000,
        }),
      );
    }
  };

  return (
    <Card>
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <Form.Group controlId={`${id}-search`} className="flex-grow-1" style={{ minWidth: 200 }}>
            <Form.Label>{t('iconsPage.search')}</Form.Label>
            <Form.Control
              type="search"
              value={query}
              placeholder={t('iconsPage.searchPlaceholder')}
              onChange={(event) => {
                setQuery(event.target.value);
                setShown(ICON_PAGE_SIZE);
              }}
            />
          </Form.Group>
          {categories && (
            <Form.Group controlId={`${id}-category`}>
              <Form.Label>{t('iconsPage.category')}</Form.Label>
              <Form.Select
                value={category ?? ''}
                onChange={(event) => {
                  setCategory(event.target.value || null);
                  setShown(ICON_PAGE_SIZE);
                }}
              >
                <option value="">{t('iconsPage.allCategories')}</option>
                {categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
        </div>
        <p className="text-body-secondary small" role="status" aria-live="polite">
          {t('iconsPage.count', { count: matches.length, total: icons.length })}
        </p>
        {matches.length === 0 ? (
          <p className="mb-0">{t('iconsPage.none')}</p>
        ) : (
          <ul className="icon-grid list-unstyled mb-0" aria-label={t('iconsPage.results')}>
            {matches.slice(0, shown).map((icon) => (
              <li key={icon.name}>
                <button
                  type="button"
                  className="icon-tile"
                  title={t('iconsPage.copyHint', { text: icon.copy })}
                  onClick={() => void copy(icon)}
                >
                  <span className="icon-tile__glyph" aria-hidden="true">
                    {renderIcon(icon)}
                  </span>
                  {/* A name is code: left to right in RTL too ("18-plus", not "plus-18"). */}
                  <span className="icon-tile__name" dir="ltr">
                    {icon.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {shown < matches.length && (
          <div className="text-center mt-3">
            <Button variant="outline-primary" onClick={() => setShown((n) => n + ICON_PAGE_SIZE)}>
              {t('iconsPage.showMore', { count: Math.min(ICON_PAGE_SIZE, matches.length - shown) })}
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** An icon set's page: its title, how many icons the set has, and the browser over them. */
export function IconSetPage<T extends IconEntry>({
  set,
  ...browser
}: IconBrowserProps<T> & { set: 'feather' | 'unicons' | 'bootstrap' }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <p className="text-body-secondary">
        {t(`iconsPage.${set}`, { count: browser.icons.length })}
      </p>
      <IconBrowser {...browser} />
    </>
  );
}
