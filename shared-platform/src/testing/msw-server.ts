import { setupServer } from 'msw/node';

/** One msw server per test run; tests answer the backend with `server.use(...)`. */
export const server = setupServer();
