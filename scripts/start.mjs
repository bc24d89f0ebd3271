#!/usr/bin/env node
// `npm start`: installs dependencies and runs the local Supabase stack (API + MailDev)
// in the foreground. Ctrl-C stops everything.
import { pnpm, pnpmOrExit } from './pnpm.mjs';

await pnpmOrExit(['install', '--frozen-lockfile']);

const code = await pnpm(['run', 'db:start']);
process.exit(code);
