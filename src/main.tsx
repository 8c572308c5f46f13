/**
 * The entry, kept tiny. The app's own code (app/start-app.tsx) is fetched and evaluated only once
 * index.html's preview cards have been painted: evaluating it is one long task (about 60-100 ms
 * on a desktop), which would otherwise hold back the frame that shows them. It is not preloaded
 * from index.html either: downloading and compiling its 119 kB (gzip) while the page parses took
 * the two cores the first page and the preview needed (`npm run bench` at 10,000, five rounds
 * each: first card 204 ms instead of 248, return visit 1.01-1.09x the floor page instead of
 * 1.34-1.36x, the app's own first card unchanged); an address without a preview preloads it
 * from <head> (APP_CHUNKS_SCRIPT). It waits at most PREVIEW_WAIT_MS: the app never waits long
 * for a slow API, it shows its own loading screen instead.
 */
import { previewPainted } from '@/app/preview-painted';
import { warmIntlOffMainThread } from '@/lib/warm-intl';

const PREVIEW_WAIT_MS = 50;

// The tables are built while the app's code loads and renders for the first time (no module of
// it makes an Intl object when evaluated). Not before the preview: on two cores the worker
// slowed the first page and the preview down (first card 1.9x the floor page before, 2.2-2.5x).
void previewPainted(PREVIEW_WAIT_MS).then(() => {
  warmIntlOffMainThread();
  return import('@/app/start-app');
});
