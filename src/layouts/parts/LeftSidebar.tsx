import { useTranslation } from '@/i18n/useTranslation';
import { VerticalMenu } from '../menu/VerticalMenu';
import { useMenu } from '../menu/useMenu';
import { MENU_ID } from './ids';

/** The vertical layout's menu: fixed beside the content, an overlay on small screens. */
export default function LeftSidebar() {
  const { t } = useTranslation();
  const { sections, trail } = useMenu();
  return (
    <aside className="left-side-menu" id={MENU_ID}>
      <nav className="sidebar-scroll" aria-label={t('layout.menu.label')}>
        <VerticalMenu sections={sections} trail={trail} />
      </nav>
    </aside>
  );
}
