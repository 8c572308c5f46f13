import { Button } from '@/components/ui/button';
import { formatCount } from '../lib/format';

interface LookupStateProps {
  status: 'searching' | 'not-found' | 'stopped' | 'error';
  channelId: number;
  searched: number;
  titleId: string;
  onClose: () => void;
  onCancelSearch?: (() => void) | undefined;
  onRetry?: (() => void) | undefined;
}

function title(status: LookupStateProps['status'], channelId: number): string {
  if (status === 'searching') return `Looking for channel ${channelId}`;
  if (status === 'error') return `Could not load channel ${channelId}`;
  if (status === 'stopped') return `Channel ${channelId} was not reached`;
  return 'Channel not found';
}

/** The panel while a linked channel is being found, or when it cannot be. */
export function LookupState(props: LookupStateProps) {
  const { status, channelId, searched, titleId, onClose, onCancelSearch, onRetry } = props;
  const searchedText = `${formatCount(searched)} ${searched === 1 ? 'channel' : 'channels'}`;
  return (
    <div className="px-5 pt-6 pb-6 sm:px-6">
      <h2 id={titleId} className="text-2xl font-semibold">
        {title(status, channelId)}
      </h2>
      {status === 'searching' && (
        <>
          <p className="mt-2 text-muted">
            Channel {channelId} is not among the channels loaded so far, so the directory is being
            loaded page by page until it turns up.
          </p>
          <div className="mt-5 flex items-center gap-3" aria-busy="true">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-line border-t-accent"
            />
            <p role="status">{searchedText} searched…</p>
          </div>
          {onCancelSearch && (
            <Button className="mt-5" onClick={onCancelSearch}>
              Cancel
            </Button>
          )}
        </>
      )}
      {status === 'not-found' && (
        <>
          <p className="mt-2 text-muted">
            There is no channel with id {channelId} in this directory ({searchedText} searched). It
            may have been removed, or the link may be mistyped.
          </p>
          <Button className="mt-5" onClick={onClose}>
            Back to the directory
          </Button>
        </>
      )}
      {status === 'stopped' && (
        <>
          <p className="mt-2 text-muted">
            Loading stopped before channel {channelId} turned up ({searchedText} searched): the
            server&apos;s pages went round in a loop or brought nothing new, so the rest of the
            directory could not be read. The channel may still exist.
          </p>
          <Button className="mt-5" onClick={onClose}>
            Back to the directory
          </Button>
        </>
      )}
      {status === 'error' && (
        <>
          <p role="alert" className="mt-2 text-muted">
            A page of the directory failed to load while looking for channel {channelId}. Everything
            loaded so far is kept.
          </p>
          <div className="mt-5 flex gap-3">
            {onRetry && (
              <Button variant="primary" onClick={onRetry}>
                Try again
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      )}
    </div>
  );
}
