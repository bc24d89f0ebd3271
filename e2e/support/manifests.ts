/** The parts of an `mf-manifest.json` (Module Federation manifest) the suite reads. */
export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface MfManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    buildInfo: { buildVersion: string; buildName: string };
    remoteEntry: { name: string; path: string; type: string };
    publicPath?: string;
  };
  shared: {
    id: string;
    name: string;
    version: string;
    singleton?: boolean;
    assets: ManifestAssets;
  }[];
  exposes: { id: string; name: string; path: string; assets: ManifestAssets }[];
}

export async function fetchManifest(url: string): Promise<MfManifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  return (await response.json()) as MfManifest;
}

/** `./DirectoryPage` and `DirectoryPage` name the same exposed module. */
export function exposesModule(manifest: MfManifest, exposedName: string): boolean {
  const bare = exposedName.replace(/^\.\//, '');
  return manifest.exposes.some(
    (expose) => expose.name === bare || expose.path === `./${bare}` || expose.path === bare,
  );
}

/** Every JS file an exposed module needs (its own chunks), as URLs under `baseUrl`. */
export function exposeScriptUrls(
  manifest: MfManifest,
  exposedName: string,
  baseUrl: string,
): string[] {
  const bare = exposedName.replace(/^\.\//, '');
  const expose = manifest.exposes.find(
    (candidate) => candidate.name === bare || candidate.path === `./${bare}`,
  );
  if (!expose) return [];
  return [...expose.assets.js.sync, ...expose.assets.js.async].map(
    (file) => new URL(file, baseUrl).href,
  );
}

/** The remote's own copies of shared packages (used only if no other build provides them). */
export function sharedFallbackUrls(
  manifest: MfManifest,
  baseUrl: string,
): { key: string; url: string }[] {
  return manifest.shared.flatMap((shared) =>
    [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => ({
      key: shared.name,
      url: new URL(file, baseUrl).href,
    })),
  );
}
