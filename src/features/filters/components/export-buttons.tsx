import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localDb } from '@/db/client';
import type { ExportFormat } from '@/db/protocol';
import type { ChannelView } from '@/db/view';
import type { WalkProgress } from '@/db/walk-state';
import { useFocusHandoff } from '@/lib/use-focus-handoff';
import { downloadFile } from '../lib/download';
import { ExportProgress } from './export-progress';
import { formatNumber } from '@/lib/format-number';

function filename(extension: string, walk: WalkProgress): string {
  const part = walk === 'complete' ? '' : '-partial';
  return `channels-${new Date().toISOString().slice(0, 10)}${part}.${extension}`;
}

interface ExportButtonsProps {
  apiBase: string;
  view: ChannelView;
  /** Channels the view matches (what a file would hold); null while they are being counted. */
  matches: number | null;
  /** The copy can answer; before that there is nothing to export from. */
  ready: boolean;
  /** Pages still to load, or loading stopped on a trap: a file holds only what was loaded. */
  walk?: WalkProgress;
}

/**
 * Saves the list as shown (filtered and sorted) as CSV or JSON. The worker writes the file from
 * the copy a chunk at a time, so a million rows never become one string in the page; meanwhile a
 * bar says how far it got, and Cancel stops it. Until every page is loaded the label, a note and
 * the file's name say it holds only the loaded channels.
 */
export function ExportButtons({
  apiBase,
  view,
  matches,
  ready,
  walk = 'complete',
}: ExportButtonsProps) {
  const noteId = useId();
  const running = useRef<AbortController | null>(null);
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => {
      running.current = new AbortController();
      return localDb().call('exportFile', [apiBase, view, format], running.current.signal);
    },
    onSuccess: ({ file }, format) => downloadFile(filename(format, walk), file),
  });
  // Cancel goes away when pressed: the focus goes to the button of the format it was writing.
  const { target: formatRef, handOff } = useFocusHandoff<HTMLButtonElement>();
  const cancelled = exporting.error?.name === 'AbortError';
  // While a count is under way its number is not what the file will hold, and "0 so far" may
  // still find some: the label names no number and the buttons stay usable.
  const empty = !ready || matches === 0;
  const count =
    matches === null
      ? 'the matching channels'
      : matches === 1
        ? '1 channel'
        : `${formatNumber(matches, 'en')} channels`;
  const label = walk === 'complete' ? `Export ${count}` : `Export ${count} loaded so far`;
  return (
    <div role="group" aria-label={label} className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {walk === 'stopped' && (
          <span id={noteId} className="text-sm text-muted">
            Loading stopped early: exports hold only the channels loaded.
          </span>
        )}
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            ref={exporting.variables === format ? formatRef : undefined}
            disabled={empty}
            aria-disabled={exporting.isPending}
            aria-describedby={walk === 'stopped' ? noteId : undefined}
            onClick={() => {
              if (!exporting.isPending) exporting.mutate(format);
            }}
          >
            {exporting.isPending && exporting.variables === format && <Spinner />}
            Export {format.toUpperCase()}
          </Button>
        ))}
      </div>
      {exporting.isPending && (
        <ExportProgress
          apiBase={apiBase}
          total={matches}
          onCancel={(button) => {
            handOff(button);
            running.current?.abort();
          }}
        />
      )}
      {cancelled && <span className="text-sm text-muted">Export cancelled.</span>}
      {exporting.isError && !cancelled && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          The export failed: {exporting.error.message}
        </span>
      )}
    </div>
  );
}
