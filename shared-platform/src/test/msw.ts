import { setupServer } from 'msw/node';

/** One msw server for the whole run; tests add handlers with `server.use(...)`. */
export const server = setupServer();
