import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '@/i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { isMenuGroup, type MenuEntry } from '@/config/menu';
import { MenuEntryContent } from '../menu/MenuEntryContent';
import { useMenu } from '../menu/useMenu';
import { MENU_ID } from './ids';

function Entries({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <>
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <div key={entry.key} className="topnav-group" role="group" aria-label={t(entry.labelKey)}>
            <Dropdown.Header as="div" className="topnav-group-title">
              <MenuEntryContent entry={entry} />
            </Dropdown.Header>
            <Entries entries={entry.children} />
          </div>
        ) : (
          <Dropdown.Item key={entry.key} as={NavLink} to={entry.path} end>
            <MenuEntryContent entry={entry} />
          </Dropdown.Item>
        ),
      )}
    </>
  );
}

/**
 * The horizontal layout's menu bar: one dropdown per menu section (arrow keys move
 * through its entries, Escape closes it); groups become titled columns.
 */
export default function HorizontalNav() {
  const { t } = useTranslation();
  const { sections, trail } = useMenu();
  return (
    <nav className="topnav" id={MENU_ID} aria-label={t('layout.menu.label')}>
      <ul className="topnav-menu list-unstyled mb-0">
        {sections.map((section) => {
          const groups = section.items.filter(isMenuGroup).length;
          return (
            <Dropdown as="li" key={section.key} className="topnav-item">
              <Dropdown.Toggle
                variant="link"
                className={`topnav-link${trail.includes(section.key) ? ' active' : ''}`}
              >
                {t(section.titleKey)}
              </Dropdown.Toggle>
              <Dropdown.Menu className={groups > 1 ? 'dropdown-mega' : undefined}>
                <Entries entries={section.items} />
              </Dropdown.Menu>
            </Dropdown>
          );
        })}
      </ul>
    </nav>
  );
}
