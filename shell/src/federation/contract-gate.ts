import { satisfy } from '@module-federation/runtime';

/** The versions of the contract packages this site provides, e.g. `{ '@nyaya/shared-platform': '1.0.0' }`. */
export type ContractVersions = Readonly<Record<string, string>>;

/** A remote built for a contract release this site does not provide. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

const contractPackageOf = (shareName: string, versions: ContractVersions) =>
  Object.keys(versions).find((name) => shareName === name || shareName.startsWith(`${name}/`));

/**
 * Checks a remote's mf-manifest.json against the contract this site provides: every contract
 * package (or entry of one) the remote shares must be required in a range the site's version
 * satisfies. Throws IncompatibleRemoteError naming the first that is not.
 *
 * Builds made from today's preset refuse such a page themselves (`strictVersion`); this also
 * stops builds that do not, and says why in the site's words before any of the remote's code
 * runs.
 */
export function assertCompatibleManifest(manifest: unknown, versions: ContractVersions): void {
  if (!manifest || typeof manifest !== 'object') return;
  const { name, shared } = manifest as { name?: unknown; shared?: unknown };
  if (!Array.isArray(shared)) return;
  for (const entry of shared as ManifestShared[]) {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const contractPackage = contractPackageOf(entry.name, versions);
    if (!contractPackage) continue;
    const provided = versions[contractPackage]!;
    if (!satisfy(provided, entry.requiredVersion)) {
      throw new IncompatibleRemoteError(
        `${String(name)} is built for ${entry.name} ${entry.requiredVersion}, ` +
          `and this site provides ${contractPackage} ${provided}: deploy a release of ` +
          `${String(name)} built for ${contractPackage} ${provided.split('.')[0]}.x.`,
      );
    }
  }
}
