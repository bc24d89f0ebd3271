export { realtimePath, startRealtime, type RealtimeServer } from './server.ts';
export { resolveAccess, type Access, type ProjectKeys } from './access.ts';
