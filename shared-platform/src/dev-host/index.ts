// Standalone dev hosts for remotes: the shell's providers around one remote's modules.
export {
  devConfigFetch,
  DevHostFrame,
  DevHostRoutes,
  devRuntimeConfig,
  startDevHost,
  type DevHostFrameProps,
  type DevHostOverlays,
  type DevHostRoutesProps,
} from './dev-host';
