let asked = false;

/**
 * Asks the browser to keep this site's storage when space runs low (otherwise a saved copy of a
 * large directory may be evicted without a word). Once per visit, after a copy first stores
 * something; browsers grant or refuse it by their own rules, and nothing depends on the answer.
 */
export function askToPersist(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  void navigator.storage.persist().catch(() => false);
}
