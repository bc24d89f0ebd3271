import { Route, Routes } from 'react-router-dom';
import type { RemoteModuleId } from '../../federation';
import { useShellTranslation } from '../../i18n';
import { RemoteModule } from '../../remotes/RemoteModule';
import { PageLoading, RemoteUnavailablePanel } from '../../ui/PageStatus';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LandingPage } from '../landing/LandingPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ClientOnly, LawyerOnly } from './RoleGuard';

function RemotePage({
  module,
  area,
  title,
}: {
  module: RemoteModuleId;
  area: string;
  title: string;
}) {
  useDocumentTitle(title);
  return (
    <RemoteModule
      module={module}
      area={area}
      loading={<PageLoading />}
      // RemoteBoundary calls `fallback` as a function: render the panel as its own component.
      fallback={(failure) => <RemoteUnavailablePanel {...failure} />}
    />
  );
}

/** The routes of spec section 2; each remote page loads lazily inside its own RemoteBoundary. */
export function AppRoutes() {
  const { t } = useShellTranslation();
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/lawyers"
        element={
          <RemotePage
            module="mf_directory/DirectoryPage"
            area={t('areas.directory')}
            title={t('documentTitle.lawyers')}
          />
        }
      />
      <Route
        path="/lawyer-dashboard"
        element={
          <LawyerOnly>
            <RemotePage
              module="mf_lawyer_portal/LawyerDashboardPage"
              area={t('areas.lawyerDashboard')}
              title={t('documentTitle.lawyerDashboard')}
            />
          </LawyerOnly>
        }
      />
      <Route
        path="/client-dashboard"
        element={
          <ClientOnly>
            <RemotePage
              module="mf_client_dashboard/ClientDashboardPage"
              area={t('areas.clientDashboard')}
              title={t('documentTitle.clientDashboard')}
            />
          </ClientOnly>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
