import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { explainError } from '@/api/explain-error';
import { Button } from '@/components/ui/button';
import { channelQueries } from '@/db/channel-queries';
import { localDb } from '@/db/client';
import { forgetCopyHint } from '@/db/copy-hint';
import { formatNumber } from '@/lib/format-number';
import { focusFell } from '@/lib/fallen-focus';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function age(at: number): string {
  if (at === 0) return 'never walked';
  return `saved ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}`;
}

/**
 * The copies this browser keeps, one per API: how many channels, how much space, how old, and a
 * way to delete each. Deleting the copy of the API in use starts its walk over from the network.
 */
export function SavedCopies({ current }: { current: string }) {
  const headingId = useId();
  const client = useQueryClient();
  const copies = useQuery(channelQueries.copies());
  const remove = useMutation({
    mutationFn: (apiBase: string) => localDb().call('deleteCopy', [apiBase]),
    onSuccess: async (_done, apiBase) => {
      forgetCopyHint(apiBase);
      await client.invalidateQueries({ queryKey: channelQueries.copies().queryKey });
      await client.resetQueries({ queryKey: channelQueries.list(apiBase).queryKey, exact: true });
    },
  });
  const list = copies.data ?? [];
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the deleted copy stood: its row goes, and with it the focus of whoever pressed Delete
  // (in a modal dialog, to nowhere). The copy now in its place takes it, else the one above, else
  // the heading.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null || !focusFell()) return;
    removedAt.current = null;
    const buttons = sectionRef.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [copies.data]);
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="mt-6 border-t border-line pt-4"
    >
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-sm font-semibold">
        Saved on this device
      </h3>
      <p className="mt-1 text-xs text-muted">
        Channels walked from an API are kept in this browser, so a return visit shows them at once
        and they can be searched offline.
      </p>
      {copies.isPending && <p className="mt-3 text-sm text-muted">Looking for saved copies…</p>}
      {copies.isSuccess && list.length === 0 && (
        <p className="mt-3 text-sm text-muted">Nothing is saved yet.</p>
      )}
      {list.length > 0 && (
        <ul className="mt-3 space-y-3">
          {list.map((copy, index) => (
            <li key={copy.apiBase} className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-all">
                  {copy.apiBase}
                  {copy.apiBase === current && <span className="text-muted"> (in use)</span>}
                </p>
                <p className="text-muted">
                  {formatNumber(copy.channels, 'en')} channels, {size(copy.bytes)},{' '}
                  {age(copy.savedAt)}
                  {copy.storage === 'memory' && ', in this tab only'}
                </p>
              </div>
              <Button
                variant="ghost"
                aria-label={`Delete local copy of ${copy.apiBase}`}
                // aria-disabled, not disabled, while a delete runs: disabled drops the focus.
                aria-disabled={remove.isPending}
                onClick={() => {
                  if (remove.isPending) return;
                  removedAt.current = index;
                  remove.mutate(copy.apiBase);
                }}
              >
                Delete local copy
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(copies.isError || remove.isError) && (
        <p role="alert" className="mt-3 text-sm">
          {explainError(copies.error ?? remove.error).title}
        </p>
      )}
    </section>
  );
}
