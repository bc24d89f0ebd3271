/**
 * `npm run staff -- grant|revoke <email> reviewer|support`, `npm run staff -- list` (or
 * `pnpm staff ...`): the operator's staff tool (docs/product/users-and-roles.md). It uses the
 * secret key, so it works against hosted Supabase too when given its URL and key
 * (SUPABASE_URL and SUPABASE_SECRET_KEY, or --url and --key); locally it follows
 * SUPABASE_API_PORT. Run `npm run staff -- --help`.
 */
import { runStaffTool } from '../staff/run.ts';

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await runStaffTool(process.argv.slice(2));
