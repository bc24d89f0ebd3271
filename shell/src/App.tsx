import { Link, Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemoteArea } from './remote-area/RemoteArea';

/** Routes of the site; each remote page is mounted in its own RemoteArea. */
export function App() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> <Link to="/lawyers">Find Lawyers</Link>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/lawyers"
            element={<RemoteArea remoteModuleId="mf_directory/DirectoryPage" />}
          />
          <Route
            path="/client-dashboard"
            element={<RemoteArea remoteModuleId="mf_client_dashboard/ClientDashboardPage" />}
          />
          <Route
            path="/lawyer-dashboard"
            element={<RemoteArea remoteModuleId="mf_lawyer_portal/LawyerDashboardPage" />}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </>
  );
}
