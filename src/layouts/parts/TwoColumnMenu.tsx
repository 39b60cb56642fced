import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { isMenuGroup, type MenuEntry, type MenuGroup } from '@/config/menu';
import { VerticalMenu } from '../menu/VerticalMenu';
import { useMenu } from '../menu/useMenu';
import { MENU_ID } from './ids';

const PANEL_ID = 'twocolumn-panel';

/**
 * The two-column menu: a narrow column of icons (one per top-level entry) and a second
 * column with the entries of the group picked there (at first, the active entry's group).
 */
export default function TwoColumnMenu() {
  const { t } = useTranslation();
  const { sections, trail } = useMenu();
  const entries: MenuEntry[] = sections.flatMap((section) => section.items);
  const groups = entries.filter(isMenuGroup);
  const activeGroup = groups.find((group) => trail.includes(group.key)) ?? groups[0];
  const [picked, setPicked] = useState({ trailKey: trail.join('/'), key: activeGroup?.key });
  if (picked.trailKey !== trail.join('/')) {
    setPicked({ trailKey: trail.join('/'), key: activeGroup?.key ?? picked.key });
  }
  const group: MenuGroup | undefined = groups.find((g) => g.key === picked.key) ?? activeGroup;

  return (
    <aside className="sidebar-two-column" id={MENU_ID}>
      <nav className="twocolumn-icons" aria-label={t('layout.menu.label')}>
        <ul className="list-unstyled mb-0">
          {entries.map((entry) => {
            const Icon = entry.icon;
            const label = t(entry.labelKey);
            const icon = Icon ? (
              <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
            ) : (
              label.slice(0, 2)
            );
            const current = trail.includes(entry.key);
            return (
              <li key={entry.key}>
                {isMenuGroup(entry) ? (
                  <button
                    type="button"
                    className={`twocolumn-link${current ? ' active' : ''}`}
                    aria-label={label}
                    title={label}
                    aria-pressed={group?.key === entry.key}
                    aria-controls={PANEL_ID}
                    onClick={() => setPicked((p) => ({ ...p, key: entry.key }))}
                  >
                    {icon}
                  </button>
                ) : (
                  <NavLink
                    to={entry.path}
                    end
                    className="twocolumn-link"
                    aria-label={label}
                    title={label}
                  >
                    {icon}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="twocolumn-panel" id={PANEL_ID}>
        {group && (
          <>
            <h2 className="twocolumn-title">{t(group.labelKey)}</h2>
            <nav aria-label={t(group.labelKey)}>
              <VerticalMenu
                sections={[{ key: group.key, titleKey: group.labelKey, items: group.children }]}
                trail={trail}
                showTitles={false}
                idPrefix="twocolumn"
              />
            </nav>
          </>
        )}
      </div>
    </aside>
  );
}
