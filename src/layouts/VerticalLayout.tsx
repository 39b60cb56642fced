import { Outlet } from 'react-router-dom';
import { MenuBackdrop } from './MenuBackdrop';
import { MAIN_ID } from './parts/ids';
import { Footer, LeftSidebar, Topbar } from './parts/lazyParts';
import { useOverlayMenu } from './useOverlayMenu';

/** Top bar, left sidebar, content, footer. */
export default function VerticalLayout() {
  const { open, close } = useOverlayMenu();
  return (
    <div className={`wrapper${open ? ' sidebar-enable' : ''}`}>
      <Topbar />
      <LeftSidebar />
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
