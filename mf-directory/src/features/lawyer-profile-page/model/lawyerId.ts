// Lawyer ids are the users' uuids; the view's id column casts whatever it is compared with.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL segment can name a lawyer at all: a uuid in its canonical, hyphenated form. */
export function isLawyerId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
