/**
 * Every country's flag (country-flag-icons, 3:2) as the URL of its own file, by ISO code.
 *
 * Loaded lazily, once (see use-flag-url.ts): what loads is this table of ~260 short URLs, never
 * the images; the browser fetches a flag's file only where that flag is shown. vite.config.ts
 * keeps these files out of asset inlining, so the table does not carry every flag as a data: URI.
 * Only the two-letter files: the package's subdivision flags (GB-SCT, ES-CT…) are not countries.
 */
const files = import.meta.glob<string>('./[A-Z][A-Z].svg', {
  base: '/node_modules/country-flag-icons/3x2/',
  query: '?url',
  import: 'default',
  eager: true,
});

export const flagUrls: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(-'XX.svg'.length, -'.svg'.length), url]),
);
