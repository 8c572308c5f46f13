import { Button } from '@/components/ui/button';
import { FIRST_SAVED_ATTRIBUTE } from '../lib/first-cards';
import {
  REFRESH_ALL_LABEL,
  SAVED_COPY_BOX_CLASS,
  SAVED_COPY_TEXT_CLASS,
} from './saved-copy-status';

/**
 * The saved copy's line in the prerendered first screen, hidden: index.html's first cards script
 * shows it when it paints a return visit's saved first cards, so those cards sit where the app's
 * own land, under the app's line (SavedCopyStatus), instead of moving down when it appears. It
 * names no time: formatting one before the first paint would build the browser's date tables on
 * the main thread (tens of milliseconds); the app's line says it a moment later, in its place.
 * Inert and silent, as the preview cards are.
 */
export function FirstSavedCopyLine() {
  return (
    <div
      {...{ [FIRST_SAVED_ATTRIBUTE]: '' }}
      hidden
      inert
      aria-hidden="true"
      className={SAVED_COPY_BOX_CLASS}
    >
      <p className={SAVED_COPY_TEXT_CLASS}>Saved copy</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost">{REFRESH_ALL_LABEL}</Button>
      </div>
    </div>
  );
}
