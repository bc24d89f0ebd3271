/**
 * The shell's composition root: every page, overlay kind and slot the site shows, mapped to the
 * module that renders it (a remote's exposed module, or the shell's own) and to the area name
 * its failures are reported under. Adding a remote page or dialog is one entry here plus the
 * remote's expose (declared in its src/contract.ts); the types below check each entry against
 * that contract, so the shell and the remote compile against the same props.
 */
import type {
  ExposedComponent,
  ExposedModule,
  ExposedName,
  OverlayKind,
  OverlayProps,
  PagePrefetch,
  RemoteName,
  UserRole,
} from '@nyaya/shared-platform';
import { matchPath } from '@nyaya/shared-platform/router';
import type { ComponentType } from 'react';
import { loadAuthDialog } from '../features/auth-dialog/loadAuthDialog';
import { loadConsultationChoiceDialog } from '../features/consultation-choice/loadConsultationChoiceDialog';
import type { ShellTextKey } from '../i18n';

/** A text of the shell namespace (area names and page titles). */
export type { ShellTextKey };

/** An exposed module whose default export is a component `C`: `{ remote, expose }`. */
export type RemoteModuleRef<C = ComponentType> = {
  [R in RemoteName]: {
    // Bracketed: an expose that is no component (ExposedComponent is never) is no page either.
    [E in ExposedName<R>]: [ExposedComponent<R, E>] extends [never]
      ? never
      : ExposedComponent<R, E> extends C
        ? { remote: R; expose: E }
        : never;
  }[ExposedName<R>];
}[RemoteName];

/** An exposed module whose default export is a PagePrefetch: `{ remote, expose }`. */
export type RemotePrefetchRef = {
  [R in RemoteName]: {
    [E in ExposedName<R>]: ExposedModule<R, E> extends PagePrefetch
      ? { remote: R; expose: E }
      : never;
  }[ExposedName<R>];
}[RemoteName];

/** `'mf_directory/DirectoryPage'`: how the federation runtime names an exposed module. */
export function moduleId({ remote, expose }: { remote: string; expose: string }): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

export interface RemotePage {
  path: string;
  module: RemoteModuleRef;
  /** Starts the page's first reads while its module loads, on the first visit to its address. */
  prefetch?: RemotePrefetchRef;
  /**
   * Who may see it (a role, or anyone signed in); the others are redirected
   * (docs/product/users-and-roles.md). 'staff': a signed-out visitor gets the staff login, and
   * the page itself turns away an account without a staff capability (docs/product/ops-console.md).
   */
  audience?: UserRole | 'signed-in' | 'staff';
  area: ShellTextKey;
  title: ShellTextKey;
}

/** The routes that remotes render; '/' and the 404 page are the shell's. */
export const REMOTE_PAGES = [
  {
    path: '/lawyers',
    module: { remote: 'mf_directory', expose: './DirectoryPage' },
    prefetch: { remote: 'mf_directory', expose: './prefetchDirectoryPage' },
    area: 'areas.directory',
    title: 'documentTitle.lawyers',
  },
  {
    // The page retitles the document with the lawyer's name once it has loaded.
    path: '/lawyers/:id',
    module: { remote: 'mf_directory', expose: './LawyerProfilePage' },
    area: 'areas.lawyerProfile',
    title: 'documentTitle.lawyerProfile',
  },
  {
    path: '/lawyer-dashboard',
    module: { remote: 'mf_lawyer_portal', expose: './LawyerDashboardPage' },
    audience: 'lawyer',
    area: 'areas.lawyerDashboard',
    title: 'documentTitle.lawyerDashboard',
  },
  {
    path: '/client-dashboard',
    module: { remote: 'mf_client_dashboard', expose: './ClientDashboardPage' },
    audience: 'client',
    area: 'areas.clientDashboard',
    title: 'documentTitle.clientDashboard',
  },
  {
    // The AI Lawyer consultations a signed-in user saved (mf_ai_lawyer).
    path: '/ai-consultations',
    module: { remote: 'mf_ai_lawyer', expose: './ConsultationHistoryPage' },
    audience: 'signed-in',
    area: 'areas.aiConsultations',
    title: 'documentTitle.aiConsultations',
  },
  {
    // The staff console (mf_ops_console): verifications, callbacks, complaints.
    path: '/ops',
    module: { remote: 'mf_ops_console', expose: './OpsConsolePage' },
    audience: 'staff',
    area: 'areas.opsConsole',
    title: 'documentTitle.opsConsole',
  },
  {
    // The case room of an accepted request (mf_case_room): its client and its lawyer only;
    // the room itself answers "Not found" to anyone else (docs/product/case-room.md).
    path: '/cases/:id',
    module: { remote: 'mf_case_room', expose: './CaseRoomPage' },
    audience: 'signed-in',
    area: 'areas.caseRoom',
    title: 'documentTitle.caseRoom',
  },
  {
    // Public: a callback requester or complainant checks their request by reference number.
    path: '/support/status',
    module: { remote: 'mf_support_widgets', expose: './SupportStatusPage' },
    area: 'areas.supportStatus',
    title: 'documentTitle.supportStatus',
  },
] as const satisfies readonly RemotePage[];

/** The remote page whose route matches `pathname`, if a remote renders it. */
export function remotePageAt(pathname: string): RemotePage | undefined {
  return REMOTE_PAGES.find((page: RemotePage) => matchPath(page.path, pathname));
}

type OverlayComponent<K extends OverlayKind> = ComponentType<OverlayProps<K>>;

/** An overlay kind the shell renders itself, from a chunk of its own. */
export interface ShellOverlay<K extends OverlayKind> {
  load: () => Promise<{ default: OverlayComponent<K> }>;
  area: ShellTextKey;
}

/** An overlay kind a remote renders: its exposed module takes `{ intent, onClose }` of that kind. */
export interface RemoteOverlay<K extends OverlayKind> {
  module: RemoteModuleRef<OverlayComponent<K>>;
  area: ShellTextKey;
}

export type OverlayEntry<K extends OverlayKind> = ShellOverlay<K> | RemoteOverlay<K>;

export function isRemoteOverlay<K extends OverlayKind>(
  entry: OverlayEntry<K>,
): entry is RemoteOverlay<K> {
  return 'module' in entry;
}

/** Every overlay kind (declared by the apps' contracts) and who renders it. */
export const OVERLAYS: { [K in OverlayKind]: OverlayEntry<K> } = {
  auth: { load: loadAuthDialog, area: 'overlays.areas.auth' },
  'consultation-choice': {
    load: loadConsultationChoiceDialog,
    area: 'overlays.areas.consultation-choice',
  },
  'consultation-request': {
    module: { remote: 'mf_client_dashboard', expose: './ConsultationRequestDialog' },
    area: 'overlays.areas.consultation-request',
  },
  'rate-consultation': {
    module: { remote: 'mf_client_dashboard', expose: './RateConsultationDialog' },
    area: 'overlays.areas.rate-consultation',
  },
  callback: {
    module: { remote: 'mf_support_widgets', expose: './CallbackDialog' },
    area: 'overlays.areas.callback',
  },
  complaint: {
    module: { remote: 'mf_support_widgets', expose: './ComplaintDialog' },
    area: 'overlays.areas.complaint',
  },
  'ai-lawyer': {
    module: { remote: 'mf_ai_lawyer', expose: './AiLawyerDialog' },
    area: 'overlays.areas.ai-lawyer',
  },
  'sign-in-required': {
    module: { remote: 'mf_ai_lawyer', expose: './SignInRequiredDialog' },
    area: 'overlays.areas.sign-in-required',
  },
};

/** Remote UI the shell mounts on every page, outside the routes. */
export const SLOTS = {
  floatingHelp: {
    module: { remote: 'mf_support_widgets', expose: './FloatingHelp' },
    area: 'areas.help',
  },
} as const satisfies Record<string, { module: RemoteModuleRef; area: ShellTextKey }>;

/** Every exposed module the shell may load, as the federation runtime names them. */
export const REMOTE_MODULE_IDS: readonly string[] = [
  ...REMOTE_PAGES.flatMap((page: RemotePage) => [
    moduleId(page.module),
    ...(page.prefetch ? [moduleId(page.prefetch)] : []),
  ]),
  ...(Object.values(OVERLAYS) as OverlayEntry<OverlayKind>[]).flatMap((entry) =>
    isRemoteOverlay(entry) ? [moduleId(entry.module)] : [],
  ),
  ...Object.values(SLOTS).map((slot) => moduleId(slot.module)),
];
