export {
  loadRuntimeConfigForFederation,
  parseFederationRuntimeConfig,
  RuntimeConfigError,
  runtimeConfigUrl,
} from './runtime-config';
export type { FederationRuntimeConfig } from './runtime-config';
export { registerRemotesFromConfig } from './register-remotes';
export { loadRemoteComponent } from './lazy-remote';
export { RemoteLoadError } from './remote-load-error';
export { remoteModuleIds } from './remote-modules';
export type { RemoteModuleId } from './remote-modules';
