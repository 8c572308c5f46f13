import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { localDb } from '@/db/client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';

interface ExportProgressProps {
  apiBase: string;
  /** Channels the file will hold (the view's matches); null while they are being counted. */
  total: number | null;
  onCancel: (button: HTMLElement) => void;
}

/**
 * How far an export has got, with a way out: a million channels take most of a minute to write,
 * and a spinner in the button said nothing of how long, nor how to stop it. Shown only while an
 * export runs, so each export starts counting from nothing; the worker tells how many channels it
 * has written after every chunk.
 */
export function ExportProgress({ apiBase, total, onCancel }: ExportProgressProps) {
  const [written, setWritten] = useState(0);
  useEffect(
    () =>
      localDb().subscribe((event) => {
        if (event.type === 'exporting' && event.apiBase === apiBase) setWritten(event.written);
      }),
    [apiBase],
  );
  const shown =
    total === null
      ? formatNumber(written, 'en')
      : `${formatNumber(written, 'en')} of ${formatNumber(total, 'en')}`;
  // The box is as wide as "999,999 of 999,999" (or the file's own count, when longer) from the
  // start: the total comes when the count ends, and a box that grew then moved the buttons.
  const most = formatNumber(Math.max(total ?? 0, written, 999_999), 'en');
  const widest = `${most} of ${most}`;
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <progress
        aria-label="Export"
        aria-valuetext={`Written ${shown} channels`}
        // Without a total the bar is indeterminate (drawn still, as the walk's): the number
        // beside it says how far the export got, and nothing claims how far it has to go.
        value={total === null ? undefined : Math.min(written, total)}
        max={total === null ? undefined : Math.max(total, 1)}
        className={cn(total === null ? 'progress-still' : 'progress-value', 'w-24')}
      />
      {/* Beside a bar labelled Export, under the Export buttons: the numbers say enough. Digits of
          one width in a box that does not grow: growing, they moved the buttons beside them. */}
      <span
        aria-hidden="true"
        className="text-right text-sm text-muted tabular-nums"
        style={{ minWidth: `${widest.length}ch` }}
      >
        {shown}
      </span>
      <Button onClick={(event) => onCancel(event.currentTarget)}>Cancel export</Button>
    </div>
  );
}
