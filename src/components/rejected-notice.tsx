import type { RejectedRecord } from '@/api/parse-page';

interface RejectedNoticeProps {
  /** The records listed (the first few hundred at most). */
  rejected: readonly RejectedRecord[];
  /** How many there were in all; defaults to the ones listed. */
  count?: number;
}

/** Says how many records the server sent that could not be shown, with the reasons on request. */
export function RejectedNotice({ rejected, count = rejected.length }: RejectedNoticeProps) {
  if (count === 0) return null;
  return (
    <details className="rounded-lg border border-line bg-panel px-3 py-2 text-sm">
      <summary className="cursor-pointer">
        {count === 1 ? '1 record could not be shown' : `${count} records could not be shown`}
      </summary>
      <ul className="mt-2 max-h-60 space-y-2 overflow-auto text-xs">
        {rejected.slice(0, 100).map((record, index) => (
          <li key={index}>
            <span className="font-medium">
              {typeof record.id === 'number'
                ? `Record ${record.id}`
                : `Record at position ${record.index + 1}`}
            </span>
            <ul className="ml-4 list-disc font-mono break-all text-muted">
              {record.issues.slice(0, 5).map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
