import type { Channel } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { downloadText } from '../lib/download';
import { toCsv, toJson } from '../lib/export-channels';

function filename(extension: string): string {
  return `channels-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

/** Saves the list as shown (filtered and sorted) as CSV or JSON. */
export function ExportButtons({ channels }: { channels: readonly Channel[] }) {
  const empty = channels.length === 0;
  const count = channels.length === 1 ? '1 channel' : `${channels.length} channels`;
  return (
    <div role="group" aria-label={`Export ${count}`} className="flex gap-2">
      <Button
        disabled={empty}
        // The byte order mark makes Excel read the file as UTF-8 (accented names intact).
        onClick={() => downloadText(filename('csv'), `\uFEFF${toCsv(channels)}`, 'text/csv')}
      >
        Export CSV
      </Button>
      <Button
        disabled={empty}
        onClick={() => downloadText(filename('json'), toJson(channels), 'application/json')}
      >
        Export JSON
      </Button>
    </div>
  );
}
