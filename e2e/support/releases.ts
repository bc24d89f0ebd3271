/**
 * The previous release of the contract packages, built as it was released, for the version
 * skew specs: the shell and remotes as a site running that release serves them.
 *
 * A release is a change of the contract packages' versions (docs/versioning.md: the release
 * commit sets them). The previous release is the state just before the commit that set today's
 * versions. Its builds are kept in .temp/releases/<commit> (git-ignored), so a second run does
 * not build again.
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { pnpm } from '../../scripts/lib/pnpm.mjs';
import { apps } from './apps.ts';

type AppDefinition = (typeof apps)[number];
import { repoRoot } from './paths.ts';

const CONTRACT_MANIFESTS = ['shared-platform/package.json', 'shared-design/package.json'];

/** Package name → version of the contract packages. */
export type ContractVersions = Record<string, string>;

export interface Release {
  commit: string;
  versions: ContractVersions;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

function versionsAt(commit: string): ContractVersions {
  return Object.fromEntries(
    CONTRACT_MANIFESTS.map((file) => {
      const manifest = JSON.parse(git('show', `${commit}:${file}`)) as {
        name: string;
        version: string;
      };
      return [manifest.name, manifest.version];
    }),
  );
}

const sameVersions = (a: ContractVersions, b: ContractVersions) =>
  Object.keys(a).every((name) => a[name] === b[name]);

/** The contract versions of the working tree: what the current builds provide. */
export function currentVersions(): ContractVersions {
  return Object.fromEntries(
    CONTRACT_MANIFESTS.map((file) => {
      const manifest = JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as {
        name: string;
        version: string;
      };
      return [manifest.name, manifest.version];
    }),
  );
}

/**
 * The release before the current one. Throws when the history has none (a shallow clone, or a
 * repository that never released): a skew test without one would prove nothing.
 */
export function previousRelease(): Release {
  const current = versionsAt('HEAD');
  const touching = git('log', '--format=%H', 'HEAD', '--', ...CONTRACT_MANIFESTS)
    .split('\n')
    .filter(Boolean);
  // Newest first: the last commit that still has today's versions is the release commit.
  let releaseCommit: string | undefined;
  for (const commit of touching) {
    if (!sameVersions(versionsAt(commit), current)) break;
    releaseCommit = commit;
  }
  const parent = releaseCommit && `${releaseCommit}^`;
  const hasParent =
    parent &&
    spawnSync('git', ['rev-parse', '--verify', '--quiet', `${parent}^{commit}`], { cwd: repoRoot })
      .status === 0;
  if (!parent || !hasParent || sameVersions(versionsAt(parent), current)) {
    throw new Error(
      'No earlier release of the contract packages in the git history (is this a shallow clone?)',
    );
  }
  return { commit: git('rev-parse', parent), versions: versionsAt(parent) };
}

/**
 * The release's source, its dependencies installed and all six apps built with its own
 * scripts. Returns the folder; `distOf` finds an app's build in it.
 */
export async function buildRelease(release: Release): Promise<string> {
  // Not under node_modules/: the builds compile only sources outside it.
  const dir = join(repoRoot, '.temp', 'releases', release.commit);
  const ready = join(dir, '.built');
  if (existsSync(ready)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${release.commit} | tar -x -C "${dir}"`, { cwd: repoRoot });
  // Without the settings of the pnpm that runs this suite (its workspace folder among them):
  // the release is a workspace of its own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_)/i.test(name)),
  );
  const step = async (args: string[]) => {
    const code = await pnpm(args, { cwd: dir, stdio: 'inherit', env });
    if (code !== 0) throw new Error(`pnpm ${args.join(' ')} failed in ${dir} (exit ${code})`);
  };
  await step(['install', '--frozen-lockfile', '--prefer-offline']);
  await step(['run', 'build']);
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  return dir;
}

export function distOf(releaseDir: string, app: AppDefinition): string {
  return join(releaseDir, app.folder, 'dist');
}

export function appNamed(name: string): AppDefinition {
  return apps.find((app) => app.name === name)!;
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/**
 * Whether a remote's build can run on a page that provides `provided`: every contract package
 * (or entry of one) its manifest shares is required in a range those versions satisfy.
 * Returns the first unmet requirement, or null.
 */
export function unmetRequirement(
  manifestFile: string,
  provided: ContractVersions,
): { shareName: string; requiredVersion: string; providedVersion: string } | null {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: ManifestShared[] };
  for (const { name, requiredVersion } of manifest.shared) {
    const contract = Object.keys(provided).find(
      (packageName) => name === packageName || name.startsWith(`${packageName}/`),
    );
    if (!contract || !requiredVersion) continue;
    if (!semver.satisfies(provided[contract]!, requiredVersion)) {
      return { shareName: name, requiredVersion, providedVersion: provided[contract]! };
    }
  }
  return null;
}
