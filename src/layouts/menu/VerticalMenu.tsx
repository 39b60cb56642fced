import { useState, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { isMenuGroup, type MenuEntry, type MenuSection } from '@/config/menu';
import { selectDir } from '@/features/layout';
import { MenuEntryContent } from './MenuEntryContent';

export interface VerticalMenuProps {
  sections: readonly MenuSection[];
  /** Keys leading to the route's entry: those groups start open and are marked. */
  trail: readonly string[];
  /** Section titles (the vertical sidebar shows them, the two-column second column not). */
  showTitles?: boolean;
  idPrefix?: string;
}

/**
 * The sidebar menu: links, and groups that open and close with a click, Enter or Space, or
 * the arrow keys (towards the reading direction opens, against it closes). The groups on
 * the active entry's trail open whenever the route changes.
 */
export function VerticalMenu({
  sections,
  trail,
  showTitles = true,
  idPrefix = 'menu',
}: VerticalMenuProps) {
  const { t } = useTranslation();
  const trailKey = trail.join('/');
  const [state, setState] = useState(() => ({ trailKey, open: new Set(trail) }));
  if (state.trailKey !== trailKey) {
    setState({ trailKey, open: new Set([...state.open, ...trail]) });
  }
  const setOpen = (key: string, open: boolean) =>
    setState((previous) => {
      const next = new Set(previous.open);
      if (open) next.add(key);
      else next.delete(key);
      return { ...previous, open: next };
    });

  return (
    <ul className="side-nav">
      {sections.map((section) => (
        <li key={section.key} className="side-nav-section">
          {showTitles && <div className="side-nav-title">{t(section.titleKey)}</div>}
          <ul className="side-nav-list">
            {section.items.map((entry) => (
              <MenuItem
                key={entry.key}
                entry={entry}
                trail={trail}
                open={state.open}
                setOpen={setOpen}
                idPrefix={idPrefix}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

interface MenuItemProps {
  entry: MenuEntry;
  trail: readonly string[];
  open: ReadonlySet<string>;
  setOpen: (key: string, open: boolean) => void;
  idPrefix: string;
  level?: number;
}

function MenuItem({ entry, trail, open, setOpen, idPrefix, level = 1 }: MenuItemProps) {
  const rtl = useAppSelector(selectDir) === 'rtl';
  const inTrail = trail.includes(entry.key);
  if (!isMenuGroup(entry)) {
    return (
      <li className={`side-nav-item${inTrail ? ' menuitem-active' : ''}`}>
        <NavLink to={entry.path} end className="side-nav-link">
          <MenuEntryContent entry={entry} showIcon={level === 1} />
        </NavLink>
      </li>
    );
  }
  const expanded = open.has(entry.key);
  const listId = `${idPrefix}-${entry.key}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward && !expanded) {
      event.preventDefault();
      setOpen(entry.key, true);
    } else if (event.key === back && expanded) {
      event.preventDefault();
      setOpen(entry.key, false);
    }
  };
  return (
    <li className={`side-nav-item${inTrail ? ' menuitem-active' : ''}`}>
      <button
        type="button"
        className="side-nav-link"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(entry.key, !expanded)}
        onKeyDown={onKeyDown}
      >
        <MenuEntryContent entry={entry} showIcon={level === 1} />
        <ChevronRight className="menu-arrow" size={16} aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className={`side-nav-second-level${expanded ? ' show' : ''}`}
        hidden={!expanded}
      >
        {entry.children.map((child) => (
          <MenuItem
            key={child.key}
            entry={child}
            trail={trail}
            open={open}
            setOpen={setOpen}
            idPrefix={idPrefix}
            level={level + 1}
          />
        ))}
      </ul>
    </li>
  );
}
