import { Outlet } from 'react-router-dom';

/** The signed-in frame (top bar, menus, footer arrive with the layouts issue). */
export default function DashboardLayout() {
  return (
    <div className="wrapper">
      <main className="content-page">
        <div className="container-fluid">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
