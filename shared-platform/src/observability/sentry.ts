import type { BrowserOptions, ErrorEvent, Event } from '@sentry/react';
import { isRemoteName, type RemoteName } from '../config/remotes';
import type { SentryConfig } from '../config/schema';
import { scrubEnvelope, scrubEvent } from './scrubEvent';

// @sentry/core (where these types live) is not a direct dependency: derive them.
type DataCollection = NonNullable<BrowserOptions['dataCollection']>;
export type SentryIntegration = Extract<
  NonNullable<BrowserOptions['integrations']>,
  unknown[]
>[number];

/**
 * Sentry v11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect IPs,
 * cookies, headers and bodies. We collect none of it.
 */
export const RESTRICTIVE_DATA_COLLECTION: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

export const REMOTE_TAG = 'remote';

export interface InitSentryOptions {
  /** Send envelopes to our own endpoint (the local envelope sink, tests) instead of Sentry. */
  tunnel?: string;
  /** Extra integrations, e.g. reactRouterBrowserTracingIntegration from the shell. */
  integrations?: SentryIntegration[];
}

type SentrySdk = typeof import('./sentry-sdk');

/** The SDK once initSentry has started it; null while Sentry is off. */
let started: Promise<SentrySdk | null> | null = null;

/**
 * Starts Sentry once for the page (the shell calls it; a second call does nothing).
 * Without a DSN it stays off. Errors tagged with a remote (see reportRemoteError, or module
 * metadata injected by a remote's build) go to that remote's DSN when config.remotes has one.
 * The SDK is fetched in the background so it never delays the first render; errors reported
 * meanwhile wait for it. Returns whether Sentry is on.
 */
export function initSentry(config: SentryConfig, options: InitSentryOptions = {}): boolean {
  if (started) return true;
  const dsn = config.dsn;
  if (!dsn) return false;
  started = import('./sentry-sdk').then(
    (Sentry) => {
      if (!Sentry.isInitialized()) startSdk(Sentry, { ...config, dsn }, options);
      return Sentry;
    },
    (error: unknown) => {
      console.error('Error reporting could not start:', error);
      return null;
    },
  );
  return true;
}

/** Resolves once the SDK has started (or at once when Sentry is off). */
export async function sentryReady(): Promise<void> {
  await started;
}

function startSdk(
  Sentry: SentrySdk,
  config: SentryConfig & { dsn: string },
  options: InitSentryOptions,
): void {
  const remoteDsns = config.remotes ?? {};
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tunnel: options.tunnel,
    dataCollection: RESTRICTIVE_DATA_COLLECTION,
    integrations: (defaults) => [
      ...defaults,
      Sentry.moduleMetadataIntegration(),
      ...(options.integrations ?? []),
    ],
    transport: Sentry.makeMultiplexedTransport(Sentry.makeFetchTransport, ({ getEvent }) => {
      const dsn = remoteDsnFor(getEvent(), remoteDsns);
      return dsn ? [dsn] : [];
    }),
    beforeSend: (event: ErrorEvent) => scrubEvent(tagRemoteFromModuleMetadata(event)),
  });
  Sentry.getClient()?.on('beforeEnvelope', scrubEnvelope);
}

/** The DSN of the remote an event belongs to, if that remote has its own. */
export function remoteDsnFor(
  event: Event | undefined,
  remoteDsns: Partial<Record<RemoteName, string>>,
): string | undefined {
  const remote = event?.tags?.[REMOTE_TAG];
  return isRemoteName(remote) ? remoteDsns[remote] : undefined;
}

/**
 * Tags an event with the remote whose code threw it, from the module metadata a remote's
 * build injects (`{ remote: 'mf_directory' }`). The innermost such frame wins.
 */
export function tagRemoteFromModuleMetadata<T extends Event>(event: T): T {
  if (event.tags?.[REMOTE_TAG]) return event;
  const frames = event.exception?.values?.flatMap((value) => value.stacktrace?.frames ?? []) ?? [];
  const remote = frames
    .map((frame) => (frame.module_metadata as { remote?: unknown } | undefined)?.remote)
    .filter(isRemoteName)
    .at(-1);
  return remote ? { ...event, tags: { ...event.tags, [REMOTE_TAG]: remote } } : event;
}

/** Reports an error from a remote's area, tagged `remote: <name>`. */
export function reportRemoteError(
  remote: RemoteName,
  error: unknown,
  extra?: Record<string, unknown>,
): void {
  if (!started) {
    console.error(`[${remote}]`, error);
    return;
  }
  void started.then((Sentry) =>
    Sentry?.withScope((scope) => {
      scope.setTag(REMOTE_TAG, remote);
      if (extra) scope.setContext('remote', extra);
      Sentry.captureException(error);
    }),
  );
}

/** Reports an error that belongs to no remote (e.g. a failed complaint). */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (!started) {
    console.error(error);
    return;
  }
  void started.then((Sentry) =>
    Sentry?.withScope((scope) => {
      if (extra) scope.setContext('details', extra);
      Sentry.captureException(error);
    }),
  );
}
