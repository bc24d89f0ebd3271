type Locale = 'en-IN' | 'hi-IN';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A page's effective date (`2026-11-29`) as its readers write dates: '29 Nov 2026',
 * '29 नवंबर 2026'. The day is India's; an unreadable date is shown as written.
 */
export function formatEffectiveDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return isoDate;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: locale === 'hi-IN' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
