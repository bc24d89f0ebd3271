/** A remote module could not be loaded (remote down, slow, broken manifest or missing expose). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remoteModuleId: string,
    cause: unknown,
  ) {
    super(`Could not load ${remoteModuleId}: ${summarizeCause(cause)}`, { cause });
  }
}

/**
 * Federation runtime errors span several lines (args, a docs link, the original error); the
 * first line and the original error are what a reader needs. The full error stays in `cause`.
 */
function summarizeCause(cause: unknown): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  const headline = (message.split('\n')[0] ?? message).replace(/^\[ Federation Runtime \]:\s*/, '');
  const original = /Original Error Message:\s*(.+)$/m.exec(message)?.[1];
  return original ? `${headline} (${original.trim()})` : headline;
}
