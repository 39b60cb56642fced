import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MenuBackdrop } from './MenuBackdrop';
import { MAIN_ID } from './parts/ids';
import { Footer, Topbar } from './parts/lazyParts';
import { useOverlayMenu } from './useOverlayMenu';

/**
 * What the three layouts share: top bar, the layout's own menu, the mobile backdrop, the
 * page and the footer. Only `menu` differs between vertical, horizontal and two-column.
 */
export function LayoutFrame({ menu }: { menu: ReactNode }) {
  const { open, close } = useOverlayMenu();
  return (
    <div className={`wrapper${open ? ' sidebar-enable' : ''}`}>
      <Topbar />
      {menu}
      {open && <MenuBackdrop onClose={close} />}
      <div className="content-page">
        <main className="content" id={MAIN_ID} tabIndex={-1}>
          <div className="container-fluid">
            <Outlet />
          </div>
        </main>
        <Footer />
      </div>
    </div>
  );
}
