// `@nyaya/shared-platform/dev-host`: the generic half of every remote's standalone dev host.
import { Button } from '@nyaya/shared-design';
import { LocalizedDesignProvider } from '../providers/LocalizedDesignProvider';
import {
  bootstrapPlatform,
  PlatformProviders,
  RemoteBoundary,
  useCurrentUser,
  useOverlays,
  type OverlayIntent,
  type OverlayKind,
  type OverlayProps,
  type RemoteName,
  type RuntimeConfig,
} from '@nyaya/shared-platform';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Route,
  ROUTER_FUTURE_FLAGS,
  Routes,
  useLocation,
} from '@nyaya/shared-platform/router';
import styled from 'styled-components';

/**
 * The local defaults of @nyaya/build-kit (src/runtime-config.cjs) at the default ports, for a dev
 * host whose server has no /config.json: the local Supabase stack (`pnpm db:start`) with its
 * published local-only key (supabase/.env.local), the local manifest URLs, the placeholder
 * contact details, no Sentry DSN and no voice keys.
 */
export const devRuntimeConfig: RuntimeConfig = {
  supabase: {
    url: 'http://localhost:54321',
    anonKey: 'sb_publishable_EZQ3eYsW2fWdh_xhkgvgev_rLGfRaoi',
  },
  remotes: {
    mf_directory: 'http://localhost:3001/mf-manifest.json',
    mf_client_dashboard: 'http://localhost:3002/mf-manifest.json',
    mf_lawyer_portal: 'http://localhost:3003/mf-manifest.json',
    mf_support_widgets: 'http://localhost:3004/mf-manifest.json',
    mf_ai_lawyer: 'http://localhost:3005/mf-manifest.json',
    mf_ops_console: 'http://localhost:3007/mf-manifest.json',
    mf_case_room: 'http://localhost:3008/mf-manifest.json',
  },
  sentry: { environment: 'local', release: 'dev-host' },
  voice: {},
  contact: {
    phone: '+91 11 4000 1234',
    whatsapp: '+91 11 4000 1235',
    email: 'support@nyayaconnect.in',
    address: '2nd Floor, 21 Nehru Place, New Delhi 110019',
  },
};

// A remote's dev server answers /config.json from the same environment as `npm run dev`
// (SUPABASE_API_PORT, the MF_*_PORT variables), so a moved port reaches the dev host too.
const DEV_SERVER_CONFIG = '/config.json';

/**
 * The dev server's config, or a real one from `?config=<url>`, with its DSN dropped: dev hosts
 * never report to Sentry. The built-in defaults answer only when the page's server has no
 * /config.json (a dev host served by something else).
 */
export async function devConfigFetch(input: RequestInfo | URL, init?: RequestInit) {
  const response = await fetch(input, init);
  if (input === DEV_SERVER_CONFIG && response.status === 404) {
    console.warn('This server has no /config.json: the dev host uses its built-in local defaults.');
    return Response.json(devRuntimeConfig);
  }
  if (!response.ok) return response;
  const config = (await response.json()) as { sentry?: object };
  return Response.json({ ...config, sentry: { ...config.sentry, dsn: '' } });
}

/** What the shell does before its first render (config, i18n, auth listener), then the shell's providers around `app`. */
export async function startDevHost(app: ReactNode): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const configUrl = new URLSearchParams(window.location.search).get('config') ?? DEV_SERVER_CONFIG;
  try {
    await bootstrapPlatform({ configUrl, fetchImpl: devConfigFetch });
  } catch (error) {
    console.error('The dev host could not start', error);
    root.render(<pre role="alert">{error instanceof Error ? error.message : String(error)}</pre>);
    return;
  }
  root.render(
    <StrictMode>
      <LocalizedDesignProvider>
        <PlatformProviders>
          <BrowserRouter future={ROUTER_FUTURE_FLAGS}>{app}</BrowserRouter>
        </PlatformProviders>
      </LocalizedDesignProvider>
    </StrictMode>,
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.tones.info.background};
  color: ${({ theme }) => theme.colors.tones.info.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AUTH_TEXT = { loading: 'Checking the session...', signedOut: 'Signed out' } as const;

/** The overlay components a remote renders itself, by kind, as the shell's registry maps them. */
export type DevHostOverlays = { [K in OverlayKind]?: ComponentType<OverlayProps<K>> };

export interface DevHostFrameProps {
  remote: RemoteName;
  /** Buttons that open this remote's overlay intents. */
  actions?: ReactNode;
  /** This remote's own overlays: the frame renders them for their intents, as the shell does. */
  overlays?: DevHostOverlays;
  children?: ReactNode;
}

// Read through a plain shape: a program that declares no overlay kinds types intents as never.
const kindOf = (intent: OverlayIntent) => (intent as { kind: OverlayKind }).kind;

function OwnOverlay({
  intent,
  overlays,
  onClose,
}: {
  intent: OverlayIntent;
  overlays: DevHostOverlays;
  onClose: () => void;
}) {
  const Overlay = overlays[kindOf(intent)] as ComponentType<OverlayProps<OverlayKind>> | undefined;
  return Overlay ? (
    <Overlay key={JSON.stringify(intent)} intent={intent} onClose={onClose} />
  ) : null;
}

/**
 * The dev host page: which remote, who is signed in, the intent buttons, the remote's UI in a
 * RemoteBoundary and its own overlays; an intent that another app renders in the site is named.
 */
export function DevHostFrame({ remote, actions, overlays = {}, children }: DevHostFrameProps) {
  const { status, displayName, role } = useCurrentUser();
  const { current, close } = useOverlays();
  const isOwn = current !== null && kindOf(current) in overlays;
  return (
    <>
      <Bar aria-label="Dev host">
        <strong>{remote} · dev host</strong>
        <span>
          {status === 'signedIn'
            ? `Signed in as ${displayName ?? '(no name)'} (${role})`
            : AUTH_TEXT[status]}
        </span>
        {actions}
      </Bar>
      {current && !isOwn && (
        <Notice role="status">
          Opened intent <code>{JSON.stringify(current)}</code>, which another app renders in the
          site.{' '}
          <Button size="sm" variant="link" onClick={close}>
            Dismiss
          </Button>
        </Notice>
      )}
      <RemoteBoundary remote={remote}>
        {children}
        {current && isOwn && <OwnOverlay intent={current} overlays={overlays} onClose={close} />}
      </RemoteBoundary>
    </>
  );
}

export interface DevHostRoutesProps {
  /** The page's route in the site, e.g. '/lawyers'. */
  path: string;
  page: ReactNode;
}

/**
 * Mounts a page at its route in the site. Any other location (where a guard redirected, or
 * the dev server's '/') belongs to the shell, so it is named with a link back, not rendered.
 */
export function DevHostRoutes({ path, page }: DevHostRoutesProps) {
  return (
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<ShellLocation pagePath={path} />} />
    </Routes>
  );
}

function ShellLocation({ pagePath }: { pagePath: string }) {
  const { pathname } = useLocation();
  return (
    <Notice role="status">
      The shell renders <code>{pathname}</code> in the site.{' '}
      <Link to={pagePath}>Go to {pagePath}</Link>
    </Notice>
  );
}
