/**
 * React Router v7 behaviours, opted into on every router (the shell's, dev hosts', tests').
 * They keep routing identical to v7's, so moving to v7 later changes nothing, and they
 * silence v6's upgrade warnings.
 */
export const ROUTER_FUTURE_FLAGS = Object.freeze({
  v7_startTransition: true,
  v7_relativeSplatPath: true,
});
