/**
 * The entry, kept tiny. The app's own code (app/start-app.tsx, preloaded by index.html so it
 * downloads meanwhile) is evaluated only once index.html's preview cards have been painted:
 * evaluating it is one long task (about 60-100 ms on a desktop), which would otherwise hold back
 * the frame that shows them. It waits at most PREVIEW_WAIT_MS: the app never waits long for a
 * slow API, it shows its own loading screen instead.
 */
import { previewPainted } from '@/app/preview-painted';

const PREVIEW_WAIT_MS = 50;

void previewPainted(PREVIEW_WAIT_MS).then(() => import('@/app/start-app'));
