import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { localDb } from '@/db/client';
import { formatNumber } from '@/lib/format-number';

interface ExportProgressProps {
  apiBase: string;
  /** Channels the file will hold (the view's matches). */
  total: number;
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
  const shown = `${formatNumber(written, 'en')} of ${formatNumber(total, 'en')}`;
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <progress
        aria-label="Export"
        aria-valuetext={`Written ${shown} channels`}
        value={Math.min(written, total)}
        max={Math.max(total, 1)}
        className="progress-value w-24"
      />
      {/* Beside a bar labelled Export, under the Export buttons: the numbers say enough. */}
      <span aria-hidden="true" className="text-sm text-muted">
        {shown}
      </span>
      <Button onClick={(event) => onCancel(event.currentTarget)}>Cancel export</Button>
    </div>
  );
}
