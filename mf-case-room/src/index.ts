// The async boundary: shared singletons (React, the router, ...) are negotiated with the
// federation runtime before any module that imports them runs.
import('./bootstrap');
