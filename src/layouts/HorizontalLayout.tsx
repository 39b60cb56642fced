import { Outlet } from 'react-router-dom';
import { MenuBackdrop } from './MenuBackdrop';
import { MAIN_ID } from './parts/ids';
import { Footer, HorizontalNav, Topbar } from './parts/lazyParts';
import { useOverlayMenu } from './useOverlayMenu';

/** Top bar, a menu bar of dropdowns under it, content, footer. */
export default function HorizontalLayout() {
  const { open, close } = useOverlayMenu();
  return (
    <div className={`wrapper${open ? ' sidebar-enable' : ''}`}>
      <Topbar />
      <HorizontalNav />
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
