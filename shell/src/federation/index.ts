export { registerRemotesFromConfig } from './register-remotes';
export { loadRemoteComponent } from './lazy-remote';
export { RemoteLoadError } from './remote-load-error';
