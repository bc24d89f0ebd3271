export {
  loadRuntimeConfigForFederation,
  parseFederationRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';
export type { FederationRuntimeConfig } from './runtime-config';
export { registerRemotesFromConfig } from './register-remotes';
export { lazyRemoteComponent } from './lazy-remote';
export { RemoteLoadError } from './remote-load-error';
export { remoteModuleIds } from './remote-modules';
export type { RemoteModuleId } from './remote-modules';
