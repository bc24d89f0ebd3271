import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queryEntry from './entries/query';
import * as platform from './index';
import {
  entryDeclarationProblems,
  readPackageExports,
  staticImportGraph,
} from '@nyaya/shared-design/testing';

// What the README promises the shell and remotes; a missing re-export fails here.
const RUNTIME_EXPORTS = [
  'REMOTE_NAMES',
  'isRemoteName',
  'checkRuntimeConfig',
  'RuntimeConfigError',
  'loadRuntimeConfig',
  'parseRuntimeConfig',
  'setRuntimeConfig',
  'getRuntimeConfig',
  'hasRuntimeConfig',
  'clearRuntimeConfig',
  'useRuntimeConfig',
  'loadSupabaseClient',
  'DataError',
  'toDataError',
  'dataErrorMessage',
  'useAuthStore',
  'startAuthListener',
  'authStateFromSession',
  'resetAuthStore',
  'signUp',
  'signIn',
  'signInWithGoogle',
  'completePendingGoogleSignIn',
  'signOut',
  'PENDING_USER_TYPE_KEY',
  'dashboardPathForRole',
  'DASHBOARD_PATHS',
  'roleFromMetadata',
  'displayNameFromMetadata',
  'guardLawyerDashboard',
  'guardClientDashboard',
  'useLawyerDashboardGuard',
  'useClientDashboardGuard',
  'useCurrentUser',
  'useOverlays',
  'LEGAL_SPECIALIZATIONS',
  'PRACTICE_LOCATIONS',
  'FIELD_LIMITS',
  'REQUEST_STATUSES',
  'REQUEST_STATUS_TONES',
  'APPROVAL_STATUSES',
  'RequestStatusBadge',
  'formatPracticeLocations',
  'parsePracticeLocations',
  'normalizeIndianMobile',
  'isIndianMobile',
  'INDIAN_MOBILE_PATTERN',
  'RemoteBoundary',
  'createRetryableLazy',
  'RemoteLoadTimeoutError',
  'initSentry',
  'reportRemoteError',
  'reportError',
  'scrubEvent',
  'initI18n',
  'addTranslations',
  'i18n',
  'commonEn',
  'PlatformProviders',
  'bootstrapPlatform',
];

// What `@nyaya/shared-platform/query` exports: everything react-query-bound (docs/adr/0007).
const QUERY_EXPORTS = [
  'createQueryClient',
  'pageQueryClient',
  'PlatformQueryProvider',
  'withPlatformQuery',
];

// jsdom gives import.meta.url another scheme; the package's folders are stable instead.
const packageDir = process.cwd();
const sourceDir = join(packageDir, 'src');

/** The package's `exports`: its front doors (CONTRIBUTING.md, "Packages"). */
const packageExports = readPackageExports(packageDir);

/** The package's modules an entry loads with it and the packages they import, statically. */
function staticGraph(entryFile: string): { modules: string[]; packages: string[] } {
  const graph = staticImportGraph(entryFile, { root: sourceDir });
  return { modules: graph.modules, packages: [...graph.packages.keys()].sort() };
}

const isReactQuery = (specifier: string) => specifier.startsWith('@tanstack/');

describe('the front door', () => {
  it('exports everything the README lists', () => {
    const missing = RUNTIME_EXPORTS.filter(
      (name) => (platform as Record<string, unknown>)[name] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('holds no feature code: no repository, query hook, schema or feature string', () => {
    const featureNames = Object.keys(platform).filter((name) =>
      /^(use[A-Z]\w*(Search|Requests?|Profile|Verification|Callback|Complaint)|search|submit|list|accept|get[A-Z]\w*Profile)|Schema$/.test(
        name,
      ),
    );
    expect(featureNames).toEqual([]);
  });
});

describe('@nyaya/shared-platform/query', () => {
  it('exports exactly the react-query-bound API, which the root entry does not carry', () => {
    expect(Object.keys(queryEntry).sort()).toEqual([...QUERY_EXPORTS].sort());
    expect(packageExports['./query']).toBe('./src/entries/query.ts');
    for (const name of QUERY_EXPORTS) expect(platform).not.toHaveProperty(name);
  });

  it('declares every entries/ module in package.json exports, and every export exists', () => {
    const { entryModules, undeclared, missing } = entryDeclarationProblems(packageDir);
    expect(entryModules.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('keeps react-query and zod out of the root entry: it is on every first paint', () => {
    const root = staticGraph('index.ts');
    expect(root.modules.length).toBeGreaterThan(20);
    expect(root.packages).toEqual(expect.arrayContaining(['react', 'zustand']));
    expect(root.packages.filter(isReactQuery)).toEqual([]);
    expect(root.packages.filter((name) => name.startsWith('zod'))).toEqual([]);
    expect(root.modules).not.toContain('query/queryClient.ts');
  });

  it('brings react-query with it', () => {
    const query = staticGraph('entries/query.ts');
    expect(query.packages).toContain('@tanstack/react-query');
  });

  it('the check finds react-query where it is imported', () => {
    expect(staticGraph('query/queryClient.ts').packages.filter(isReactQuery)).toEqual([
      '@tanstack/react-query',
    ]);
  });
});
