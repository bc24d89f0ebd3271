/**
 * supabase-js prints a Node 20 deprecation notice when it is first imported; in a command-line
 * tool that line is noise on every run. Runs `load` (a dynamic import that brings supabase-js,
 * directly or through @supabase/lite) with that one message dropped.
 */
export async function importWithoutNode20Notice<T>(load: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated'))
      return;
    warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}
