import type { FormatLocale } from './dateTime';

// One Intl.NumberFormat per kind and locale: building one is slow next to using one.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: 'number' | 'rupees', locale: FormatLocale): Intl.NumberFormat {
  const key = `${kind}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'rupees'
        ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }
        : { maximumFractionDigits: 2 },
    );
    formats.set(key, format);
  }
  return format;
}

/** A number grouped the Indian way, in Western digits in both languages: '1,50,000'. */
export function formatNumber(value: number, locale: FormatLocale = 'en-IN'): string {
  return numberFormat('number', locale).format(value);
}

/** An amount in whole rupees, grouped the Indian way: '₹1,50,000'. */
export function formatRupees(value: number, locale: FormatLocale = 'en-IN'): string {
  return numberFormat('rupees', locale).format(value);
}
