import { Suspense, useRef, useState } from 'react';
import { useApiBase } from '@/api/api-base-context';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useAdopting } from '@/lib/hydration';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { apiParam } from '@/lib/url-state/api-param';
import { useUrlParam } from '@/lib/url-state/use-url-params';

// Loaded when the dialog opens (or the pointer comes near the button): rarely used, not needed
// for the first screen.
const ApiSettingsForm = lazyWithPreload(() =>
  import('./api-settings-form').then((module) => module.ApiSettingsForm),
);
const SavedCopies = lazyWithPreload(() =>
  import('./saved-copies').then((module) => module.SavedCopies),
);

/** Shows the API in use in the header; opens a dialog to change it. */
export function ApiSettings() {
  const base = useApiBase();
  const [api, setApi] = useUrlParam('api', apiParam);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // The build rendered its own default API (on http://localhost/): the render adopting the page
  // takes those texts as they are, and the next one says the API in use.
  const adopting = useAdopting();

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={() => void ApiSettingsForm.preload()}
        onFocus={() => void ApiSettingsForm.preload()}
        aria-haspopup="dialog"
        className="flex max-w-[16rem] min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span className="text-muted">API</span>
        <span className="truncate font-medium" suppressHydrationWarning>
          {adopting ? '' : displayBase(base)}
        </span>
        <span className="sr-only">, change the API</span>
      </button>
      <DialogFrame
        dialogRef={dialogRef}
        title="Channels API"
        onClose={() => setOpen(false)}
        className="w-[min(32rem,calc(100vw-2rem))]"
      >
        <p className="mb-4 text-sm text-muted">
          In use:{' '}
          <span className="break-all text-ink" suppressHydrationWarning>
            {adopting ? '' : base}
          </span>
        </p>
        {open && (
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <ApiSettingsForm
              current={base}
              onSwitched={close}
              onUseDefault={
                api
                  ? () => {
                      void setApi(null);
                      close();
                    }
                  : undefined
              }
            />
            <SavedCopies current={base} />
          </Suspense>
        )}
      </DialogFrame>
    </>
  );
}

function displayBase(base: string): string {
  try {
    const url = new URL(base);
    // globalThis, not window: the first screen is also rendered at build time, with no window.
    return url.origin === globalThis.location?.origin ? url.pathname : `${url.host}${url.pathname}`;
  } catch {
    return base;
  }
}
