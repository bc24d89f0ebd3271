/** The message to show for a failed auth call: the backend's (DataError), else the fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
