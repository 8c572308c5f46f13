/** Where the channels API lives unless the page's address says otherwise. */
export const DEFAULT_API_BASE = '/api';

export interface ApiBaseResolution {
  /** Absolute base URL without a trailing slash, e.g. http://localhost:5173/api */
  base: string;
  /** The `?api=` value when it was present but not an http(s) URL (and so ignored). */
  rejectedOverride?: string;
}

/** Removes trailing slashes so `${base}/channels` never doubles one. */
export function normaliseBase(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Parses an http(s) URL (absolute, or relative to `origin`) or returns undefined. */
export function toHttpUrl(value: string, origin: string): URL | undefined {
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `?api=<url>` in the page's address overrides the build-time base (VITE_API_BASE_URL), which
 * defaults to `/api` on the app's own origin.
 */
export function resolveApiBase(
  search: string,
  location: string,
  buildTimeBase: string | undefined = DEFAULT_API_BASE,
): ApiBaseResolution {
  return resolveApiOverride(new URLSearchParams(search).get('api'), location, buildTimeBase);
}

/** The same rule for an `api` value already read from the address (null when absent). */
export function resolveApiOverride(
  override: string | null,
  location: string,
  buildTimeBase: string | undefined = DEFAULT_API_BASE,
): ApiBaseResolution {
  const fallback = toHttpUrl(buildTimeBase || DEFAULT_API_BASE, location);
  const base = normaliseBase((fallback ?? new URL(DEFAULT_API_BASE, location)).href);
  if (override === null || override.trim() === '') return { base };
  const url = toHttpUrl(override, location);
  if (!url) return { base, rejectedOverride: override };
  return { base: canonicalBase(url) };
}

/** Drops any query or fragment: the base is a path prefix, pages are `${base}/channels`. */
export function canonicalBase(url: URL): string {
  return normaliseBase(`${url.origin}${url.pathname}`);
}
