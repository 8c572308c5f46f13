import type { WalkTrap } from '@/db/walk-state';

/** Why loading stopped although the server offered another page. */
export function WalkStoppedNotice({ trap }: { trap: WalkTrap }) {
  const message =
    trap.reason === 'loop'
      ? 'Loading stopped: the server sent a link to a page that was already loaded, so following it would go round in circles.'
      : `Loading stopped: the last ${trap.pages} pages brought no new channels (empty, or only channels already shown).`;
  return (
    <p
      role="status"
      className="mx-auto max-w-2xl rounded-xl border border-line bg-panel p-4 text-sm"
    >
      {message} Everything loaded so far is shown.
    </p>
  );
}
