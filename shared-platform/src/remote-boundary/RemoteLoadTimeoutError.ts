import type { RemoteName } from '../config/remotes';

/** A remote did not finish loading within RemoteBoundary's timeout. */
export class RemoteLoadTimeoutError extends Error {
  override readonly name = 'RemoteLoadTimeoutError';

  constructor(
    readonly remote: RemoteName,
    readonly timeoutMs: number,
  ) {
    super(`${remote} did not load within ${timeoutMs} ms`);
  }
}
