import { Button } from '@/components/ui/button';
import { useCopyNotice } from '@/db/use-copy-notice';

/**
 * Says, once and without interrupting, why the local copy is not what a return visit expects:
 * kept in memory only (another tab holds the saved copy, a private window, storage refused), or
 * started over (damaged, made by another version). What is loaded keeps working either way.
 */
export function CopyNotice({ apiBase }: { apiBase: string }) {
  const { notice, dismiss } = useCopyNotice(apiBase);
  if (!notice) return null;
  return (
    <div className="my-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-panel px-4 py-2 text-sm">
      <p role="status" className="flex-1 text-muted">
        {notice}
      </p>
      <Button variant="ghost" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
