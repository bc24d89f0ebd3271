import { recordReactRenderersForRemoteRefresh } from './dev/react-refresh-across-remotes';

if (process.env.NODE_ENV !== 'production') recordReactRenderersForRemoteRefresh();

// The async boundary: shared singletons (React, the router, ...) are negotiated with the
// federation runtime before any module that imports them runs.
import('./bootstrap');
