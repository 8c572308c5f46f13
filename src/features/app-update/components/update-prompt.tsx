import { useRef, type FocusEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface UpdatePromptProps {
  /** A new version is installed and waits for this page to let it take over. */
  open: boolean;
  /** "Reload" was pressed: the new version is taking over, and the page reloads when it has. */
  reloading: boolean;
  onReload: () => void;
  onLater: () => void;
}

/**
 * "A new version is available" in a corner, until the reader reloads or puts it off. The page
 * never switches versions by itself: what it shows stays one version until the reload.
 *
 * The status paragraph is in the page from the start and only its text changes, so screen
 * readers announce the news (a live region inserted with its text is often not read). The
 * buttons are ordinary ones after it, reached with Tab; focus is never taken from the reader.
 */
export function UpdatePrompt({ open, reloading, onReload, onLater }: UpdatePromptProps) {
  // Where the reader Tabbed in from: "Later" takes the buttons away, and the focus goes back
  // there instead of falling to the page's start.
  const cameFrom = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.contains(from)) return;
    cameFrom.current = from instanceof HTMLElement ? from : null;
  };
  const later = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    onLater();
    if (back?.isConnected) back.focus();
  };
  return (
    // Fixed in its corner even when empty, so the empty status sits inside the window.
    <div
      onFocus={onFocus}
      className="fixed inset-x-4 bottom-4 z-40 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md"
    >
      <div
        className={cn(
          open &&
            'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-line bg-panel p-4 text-sm shadow-lg',
        )}
      >
        <p role="status" className={open ? 'min-w-0 flex-1 basis-56' : 'sr-only'}>
          {open && (
            <>
              <span className="block font-semibold">A new version of Channels is available.</span>
              <span className="block text-muted">
                Reload to use it. Your saved channels and filters stay.
              </span>
            </>
          )}
        </p>
        {open && (
          <div className="flex gap-2">
            <Button variant="primary" disabled={reloading} onClick={onReload}>
              {reloading ? 'Reloading…' : 'Reload'}
            </Button>
            <Button variant="ghost" disabled={reloading} onClick={later}>
              Later
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
