import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as dataEntry from './entries/data';
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
  'runtimeConfigSchema',
  'RuntimeConfigError',
  'loadRuntimeConfig',
  'parseRuntimeConfig',
  'setRuntimeConfig',
  'getRuntimeConfig',
  'hasRuntimeConfig',
  'clearRuntimeConfig',
  'useRuntimeConfig',
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
  'openAiLawyer',
  'OVERLAY_OWNERS',
  'LEGAL_SPECIALIZATIONS',
  'FILTER_CITIES',
  'PRACTICE_LOCATIONS',
  'MIN_RATING_OPTIONS',
  'MIN_EXPERIENCE_OPTIONS',
  'MARKETING_STATS',
  'DISPLAY_LIMITS',
  'FIELD_LIMITS',
  'REQUEST_STATUSES',
  'REQUEST_STATUS_LABELS',
  'requestStatusLabel',
  'APPROVAL_STATUS_DISPLAY',
  'approvalStatusDisplay',
  'shouldPromptVerification',
  'formatPracticeLocations',
  'parsePracticeLocations',
  'formatInr',
  'formatHourlyRate',
  'formatRating',
  'filledStars',
  'initials',
  'hasActiveFilters',
  'normalizeIndianMobile',
  'isIndianMobile',
  'INDIAN_MOBILE_PATTERN',
  'consultationRequestSchema',
  'verificationSchema',
  'callbackSchema',
  'complaintSchema',
  'signInSchema',
  'clientSignUpSchema',
  'lawyerSignUpSchema',
  'signUpSchemaFor',
  'firstValidationMessage',
  'VALIDATION_MESSAGES',
  'ERROR_MESSAGES',
  'describeDatabaseError',
  'CONSTRAINT_MESSAGES',
  'DataError',
  'searchLawyers',
  'submitConsultationRequest',
  'listClientRequests',
  'getOwnLawyerProfile',
  'submitVerification',
  'listLawyerRequests',
  'acceptConsultationRequest',
  'submitCallback',
  'submitComplaint',
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

// What `@nyaya/shared-platform/data` exports: everything react-query-bound (docs/adr/0007).
const DATA_EXPORTS = [
  'useLawyerSearch',
  'useClientRequests',
  'useOwnLawyerProfile',
  'useLawyerRequests',
  'useAcceptRequest',
  'useSubmitConsultationRequest',
  'useSubmitVerification',
  'useSubmitCallback',
  'useSubmitComplaint',
  'usePlatformQueryClient',
  'createQueryClient',
  'queryKeys',
];

// jsdom gives import.meta.url another scheme; the package's folders are stable instead.
const packageDir = process.cwd();
const sourceDir = join(packageDir, 'src');

/** The package's `exports`: the front doors (DESIGN section 7). */
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

  it('does not hand out the supabase-js client (UI never touches supabase-js)', () => {
    expect(platform).not.toHaveProperty('getSupabaseClient');
  });
});

describe('@nyaya/shared-platform/data', () => {
  it('exports exactly the react-query-bound data API, which the root entry does not carry', () => {
    expect(Object.keys(dataEntry).sort()).toEqual([...DATA_EXPORTS].sort());
    expect(packageExports['./data']).toBe('./src/entries/data.ts');
    for (const name of DATA_EXPORTS) expect(platform).not.toHaveProperty(name);
  });

  it('declares every entries/ module in package.json exports, and every export exists', () => {
    const { entryModules, undeclared, missing } = entryDeclarationProblems(packageDir);
    expect(entryModules.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('keeps react-query out of the root entry: it is on every first paint', () => {
    const root = staticGraph('index.ts');
    expect(root.modules.length).toBeGreaterThan(30);
    expect(root.packages).toEqual(expect.arrayContaining(['react', 'zustand']));
    expect(root.packages.filter(isReactQuery)).toEqual([]);
    // Nor any module of the data entry that does import it.
    expect(root.modules).not.toContain('data/hooks.ts');
    expect(root.modules).not.toContain('data/queryClient.ts');
    // The root's provider and the hooks meet in one context module.
    expect(root.modules).toContain('data/queryClientContext.ts');
  });

  it("brings react-query with it, and shares the root's query-client context", () => {
    const data = staticGraph('entries/data.ts');
    expect(data.packages).toContain('@tanstack/react-query');
    expect(data.modules).toContain('data/queryClientContext.ts');
  });

  it('the check finds react-query where it is imported', () => {
    expect(staticGraph('data/queryClient.ts').packages.filter(isReactQuery)).toEqual([
      '@tanstack/react-query',
    ]);
  });
});
