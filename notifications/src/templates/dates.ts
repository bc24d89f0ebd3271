import type { MailLanguage } from './i18n.ts';

/** Dates in mails are shown in India Standard Time: "Tue, 1 Dec 2026, 3:00 pm IST". */
const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * In Hindi: "मंगलवार, 1 दिसंबर 2026, दोपहर 3:00 IST": the day and month in full, the part of
 * the day in words (hi-IN would write 'pm' in Latin letters) (docs/product/languages.md).
 */
const hindiIstFormat = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
});

export function formatIst(iso: string, language: MailLanguage = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = language === 'hi' ? hindiIstFormat : istFormat;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  if (language === 'hi') {
    return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}, ${part('dayPeriod')} ${part('hour')}:${part('minute')} IST`;
  }
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} IST`;
}
