/**
 * Types of `@nyaya/build-kit` (index.cjs). Structural on purpose: this package does not
 * depend on @rspack/core, so the Rspack configuration is described by the fields we set.
 */

type Env = Readonly<Record<string, string | undefined>>;

export type AppName =
  | 'shell'
  | 'mf_directory'
  | 'mf_client_dashboard'
  | 'mf_lawyer_portal'
  | 'mf_support_widgets'
  | 'mf_ai_lawyer'
  | 'mf_ops_console'
  | 'mf_case_room';

export interface AppDefinition {
  /** Container name (a JS identifier). */
  readonly name: AppName;
  /** Folder under the repository root. */
  readonly folder: string;
  readonly packageName: string;
  /** Absolute path of the app folder. */
  readonly dir: string;
  /** The app's usual port (3000-3005, 3007, 3008); `<NAME>_PORT` overrides it. */
  readonly defaultPort: number;
  readonly isHost: boolean;
  /** Answers `/config.json` (the shell, and the support widgets for partners' embed.js). */
  readonly servesRuntimeConfig?: boolean;
}

export declare const repoRoot: string;
export declare const apps: readonly AppDefinition[];
export declare const remoteApps: readonly AppDefinition[];
export declare const hostApp: AppDefinition;
export declare function findApp(name: string): AppDefinition;
/** `mf_directory` -> `MF_DIRECTORY_PORT`. */
export declare function portEnvName(appName: string): string;
export declare function resolveAppPort(appName: string, env?: Env, fallbackPort?: number): number;

export interface SharedSingletonConfig {
  singleton: true;
  eager: false;
  /** `^<installed version>`, or for a contract package the range the app declares; never `workspace:*`. */
  requiredVersion: string;
  /** Contract packages and their entries: a page outside the required range does not load the app's module. */
  strictVersion?: true;
  /** Subpath entries (`@nyaya/shared-design/dialog`, `@nyaya/shared-platform/query`, ...) only: the installed version they are provided as. */
  version?: string;
  /** Subpath entries only: the entry's file, so every build provides it. */
  import?: string;
}
export type SharedPreset = Record<string, SharedSingletonConfig>;

/** The one Module Federation `shared` set every build uses, as the platform requires it (frozen). */
export declare const sharedPreset: Readonly<Record<string, Readonly<SharedSingletonConfig>>>;
/** One app's `shared` object: the preset with the contract packages in the ranges the app declares. */
export declare function sharedPresetFor(appDir: string): SharedPreset;
export declare function createSharedPreset(
  fromDir?: string,
  options?: { appDir?: string },
): SharedPreset;
/** `@nyaya/shared-design` and `@nyaya/shared-platform`: versioned with changesets, shared strictly. */
export declare const contractPackages: readonly string[];
/** The versions of the contract packages this workspace builds with. */
export declare function contractVersions(): Record<string, string>;
export declare function readInstalledVersion(packageName: string, fromDir?: string): string;
export declare const singletonPackages: readonly string[];

export type RuntimePluginPath = string | [string, Record<string, unknown>];

export interface CreateAppConfigOptions {
  /** Container name, e.g. `mf_directory`. */
  name: string;
  /** Absolute path of the app folder (holds package.json, index.html, src/index.ts). */
  dir: string;
  /** Default port; `<NAME>_PORT` overrides it. Defaults to the registry's port. */
  port?: number;
  /** Exposed modules (remotes only), e.g. `{ './DirectoryPage': './src/exposes/DirectoryPage.tsx' }`. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  /** Module Federation runtime plugins (module paths). */
  runtimePlugins?: RuntimePluginPath[];
  /** Defaults to NODE_ENV === 'production' ? 'production' : 'development'. */
  mode?: 'production' | 'development';
  /**
   * The production build is prerendered (createPrerenderConfig): styled components get ids from
   * their file and position, so the prerender and the browser name their classes alike, and
   * the page template is emitted as APP_SHELL_PAGE for the prerender to fill in.
   */
  serverRendered?: boolean;
}

export interface RspackAppConfiguration {
  name: string;
  mode: 'production' | 'development';
  context: string;
  target: string;
  entry: Record<string, string>;
  output: Record<string, unknown>;
  resolve: Record<string, unknown>;
  module: { rules: unknown[] };
  plugins: unknown[];
  optimization: Record<string, unknown>;
  devtool: string | false;
  lazyCompilation: boolean;
  devServer: Record<string, unknown> & { port: number };
}

export declare function createAppConfig(options: CreateAppConfigOptions): RspackAppConfiguration;
export declare const corsHeaders: Readonly<Record<string, string>>;

/** `app.html`: a prerendered app's empty app shell, the template of its prerendered pages. */
export declare const APP_SHELL_PAGE: string;

export interface CreatePrerenderConfigOptions {
  /** The app whose browser build this prerender follows (its `createAppConfig` name). */
  name: string;
  /** Absolute path of the app folder. */
  dir: string;
  /**
   * The prerender's entry module. It exports `prerender(appShell: string)`, which returns (or
   * resolves to) the files to write into the app's `dist`: `{ [fileName]: content }`.
   */
  entry: string;
  /** Defaults to 'production'. */
  mode?: 'production' | 'development';
}

export interface RspackPrerenderConfiguration {
  name: string;
  /** The browser build it runs after. */
  dependencies: string[];
  mode: 'production' | 'development';
  context: string;
  target: 'node';
  entry: Record<string, string>;
  output: Record<string, unknown>;
  resolve: Record<string, unknown>;
  module: { rules: unknown[] };
  plugins: unknown[];
  optimization: Record<string, unknown>;
  devtool: false;
}

/**
 * A Node build of the app's prerender entry, run right after it is emitted; it writes the
 * prerendered files beside the browser build. The entry exports `prerender(appShell)`, where
 * `appShell` is the app's page (APP_SHELL_PAGE) or null for a remote, which has no page in
 * production, and returns the files to write (a name may have folders). No Module Federation:
 * the prerender renders the app's own modules only.
 */
export declare function createPrerenderConfig(
  options: CreatePrerenderConfigOptions,
): RspackPrerenderConfiguration;

export interface RuntimeConfig {
  supabase: { url: string; anonKey: string };
  remotes: Record<string, string>;
  sentry: { dsn?: string; environment: string; release: string; tunnel?: string };
  voice: { publicKey?: string; assistantId?: string };
  contact: { phone: string; whatsapp: string; email: string; address: string };
}

export declare function createRuntimeConfig(options?: {
  env?: Env;
  rootDir?: string;
}): RuntimeConfig;

/** Produces the `/config.json` body: a given file (re-read each call) or the generated config. */
export type RuntimeConfigSource = (() => string) & { description: string };
export declare function createRuntimeConfigSource(options?: {
  configFile?: string;
  env?: Env;
  rootDir?: string;
}): RuntimeConfigSource;

export interface RuntimeConfigResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}
export declare function sendRuntimeConfig(
  response: RuntimeConfigResponse,
  readBody: () => string,
): void;
export declare function parseEnvFile(text: string): Record<string, string>;
export declare const defaultContact: Readonly<RuntimeConfig['contact']>;
