/**
 * `npm run reviewer -- list|show|approve|reject|reverify <email>` (or `pnpm reviewer ...`): the
 * reviewers' tool. It uses the secret key, so it works against hosted Supabase too when given
 * its URL and key (SUPABASE_URL and SUPABASE_SECRET_KEY, or --url and --key); locally it follows
 * SUPABASE_API_PORT. Run `npm run reviewer -- --help`.
 */
import { runReviewer } from '../reviewer/run.ts';

// `npm run reviewer -- list | head` closes the pipe early; that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// exitCode rather than exit(): piped output is written in full before the process ends.
process.exitCode = await runReviewer(process.argv.slice(2));
