import { Outlet } from 'react-router-dom';
import { MenuBackdrop } from './MenuBackdrop';
import { MAIN_ID } from './parts/ids';
import { Footer, Topbar, TwoColumnMenu } from './parts/lazyParts';
import { useOverlayMenu } from './useOverlayMenu';

/** Top bar, an icon column and the picked group's column, content, footer. */
export default function TwoColumnLayout() {
  const { open, close } = useOverlayMenu();
  return (
    <div className={`wrapper${open ? ' sidebar-enable' : ''}`}>
      <Topbar />
      <TwoColumnMenu />
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
