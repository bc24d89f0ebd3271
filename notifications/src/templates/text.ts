/**
 * Making user-supplied text safe where it goes: HTML bodies (escaped), headers and
 * one-line fields (no CR/LF or other control characters, so a name like
 * "Name\r\nBcc: x@y" cannot add a header).
 */

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/** One line: every run of control characters (CR, LF, tab, ...) becomes one space. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** Several lines (a reviewer's note, a reason): newlines kept, other control characters gone. */
export function multiLine(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]+/g, ' ')
      .trim()
  );
}

/** A value from the outbox's data as text: anything that is not a string becomes ''. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
