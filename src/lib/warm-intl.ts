/**
 * The first `Intl` object a Chromium renderer makes loads ICU's locale tables: 45-85 ms on this
 * project's test machine, in whichever task asks first (it was the app's evaluation, through a
 * number format made at the top of a module). Those tables are kept once per process, for all its
 * threads: made first on a worker thread, the page's own first number format takes well under
 * 1 ms. Only a head start: if the worker is late or missing, the page's first format waits for
 * the tables or builds them itself, as without it.
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warmup',
    });
  } catch {
    // A browser that refuses the worker builds the tables on first use, as without it.
  }
}
