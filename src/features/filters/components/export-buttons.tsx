import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localDb } from '@/db/client';
import type { ExportFormat } from '@/db/protocol';
import type { ChannelView } from '@/db/view';
import { downloadFile } from '../lib/download';

function filename(extension: string): string {
  return `channels-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

interface ExportButtonsProps {
  apiBase: string;
  view: ChannelView;
  /** Channels the view matches (what a file would hold). */
  matches: number;
  /** The copy can answer; before that there is nothing to export from. */
  ready: boolean;
}

/**
 * Saves the list as shown (filtered and sorted) as CSV or JSON. The worker writes the file from
 * the copy a chunk at a time, so a million rows never become one string in the page.
 */
export function ExportButtons({ apiBase, view, matches, ready }: ExportButtonsProps) {
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => localDb().call('exportFile', [apiBase, view, format]),
    onSuccess: ({ file }, format) => downloadFile(filename(format), file),
  });
  const empty = !ready || matches === 0;
  const count = matches === 1 ? '1 channel' : `${matches.toLocaleString('en')} channels`;
  return (
    <div role="group" aria-label={`Export ${count}`} className="flex flex-wrap items-center gap-2">
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          disabled={empty}
          aria-disabled={exporting.isPending}
          onClick={() => {
            if (!exporting.isPending) exporting.mutate(format);
          }}
        >
          {exporting.isPending && exporting.variables === format && <Spinner />}
          Export {format.toUpperCase()}
        </Button>
      ))}
      {exporting.isError && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          The export failed: {exporting.error.message}
        </span>
      )}
    </div>
  );
}
