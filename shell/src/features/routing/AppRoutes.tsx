import { Suspense } from 'react';
import { RESET_PASSWORD_PATH } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import { useRemotePageStandIn } from '../../app/prerendering';
import { useShellTranslation } from '../../i18n';
import { moduleId, REMOTE_PAGES, type RemotePage } from '../../registry/registry';
import { RemoteModule } from '../../remotes/RemoteModule';
import { PageSkeleton, RemoteUnavailablePanel } from '../../ui/PageStatus';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LandingPage } from '../landing/LandingPage';
import { LEGAL_PAGES, LegalRoute } from '../legal';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ResetPasswordPage } from '../reset-password';
import { UNSUBSCRIBE_PATH, UnsubscribePage } from '../unsubscribe';
import { ClientOnly, LawyerOnly, SignedInOnly, StaffOnly } from './RoleGuard';

function RemotePageView({ page }: { page: RemotePage }) {
  const { t } = useShellTranslation();
  useDocumentTitle(t(page.title));
  // The build's HTML for this route holds the page's frame; the page itself loads in the browser.
  const standIn = useRemotePageStandIn();
  if (standIn) return standIn(moduleId(page.module));
  return (
    <RemoteModule
      module={page.module}
      area={t(page.area)}
      loading={<PageSkeleton />}
      // RemoteBoundary calls `fallback` as a function: render the panel as its own component.
      fallback={(failure) => <RemoteUnavailablePanel {...failure} />}
    />
  );
}

const GUARDS = {
  lawyer: LawyerOnly,
  client: ClientOnly,
  'signed-in': SignedInOnly,
  staff: StaffOnly,
} as const;

function guarded(page: RemotePage) {
  const view = <RemotePageView page={page} />;
  if (!page.audience) return view;
  const Guard = GUARDS[page.audience];
  return <Guard>{view}</Guard>;
}

/**
 * The routes (docs/product/public-site.md): the landing page, the 404 page, /reset-password and
 * /unsubscribe (docs/product/notifications.md) and the legal pages (docs/product/legal-pages.md)
 * are the shell's; every other page is a remote's (the registry), loaded lazily inside its own RemoteBoundary.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path={RESET_PASSWORD_PATH}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      {/* Public: an e-mail's unsubscribe link works without signing in. */}
      <Route
        path={UNSUBSCRIBE_PATH}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <UnsubscribePage />
          </Suspense>
        }
      />
      {LEGAL_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<LegalRoute page={page} />} />
      ))}
      {REMOTE_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={guarded(page)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
