/** `/config.json` could not be loaded or does not have the expected shape. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
