/**
 * Builds the browser's internationalisation tables, then ends. See warm-intl.ts: what it builds
 * here, the page's own thread does not build again.
 */
try {
  new Intl.NumberFormat().format(1234);
  new Intl.NumberFormat('en').format(1234);
  new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' }).of('IE');
  new Intl.Collator(undefined, { sensitivity: 'base' }).compare('a', 'b');
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
} catch {
  // An engine without one of these only misses the head start.
}
self.close();
