import { parseAsString, useQueryState } from 'nuqs';
import { Suspense, useId, useRef, useState } from 'react';
import { useApiBase } from '@/api/api-base-context';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Loaded when the dialog opens (or the pointer comes near the button): rarely used, not needed
// for the first screen.
const ApiSettingsForm = lazyWithPreload(() =>
  import('./api-settings-form').then((module) => module.ApiSettingsForm),
);

/** Shows the API in use in the header; opens a dialog to change it. */
export function ApiSettings() {
  const base = useApiBase();
  const [api, setApi] = useQueryState('api', parseAsString.withOptions({ history: 'push' }));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

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
        <span className="truncate font-medium">{displayBase(base)}</span>
        <span className="sr-only">, change the API</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-panel p-6 text-ink shadow-xl backdrop:bg-black/40"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Channels API
          </h2>
          <button
            type="button"
            onClick={close}
            className="rounded px-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            Close
          </button>
        </div>
        <p className="mb-4 text-sm text-muted">
          In use: <span className="break-all text-ink">{base}</span>
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
          </Suspense>
        )}
      </dialog>
    </>
  );
}

function displayBase(base: string): string {
  try {
    const url = new URL(base);
    return url.origin === window.location.origin ? url.pathname : `${url.host}${url.pathname}`;
  } catch {
    return base;
  }
}
