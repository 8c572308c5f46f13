/**
 * Whole numbers with digit grouping ("12,345"), in `locale` or the reader's own. Each format is
 * made on first use, not when its module is evaluated: a page's first Intl object loads ICU's
 * tables (see warm-intl.ts), and the app's evaluation must not be the one to pay for that.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale?: string): string {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(key, format);
  }
  return format.format(value);
}
