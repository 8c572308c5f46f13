import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LinkIcon } from './icons';

type CopyState = 'idle' | 'copied' | 'manual';

/** Focused and selected as it appears, so Ctrl+C / Cmd+C is all that is left to do. */
function selectOnMount(input: HTMLInputElement | null) {
  input?.focus();
  input?.select();
}

/**
 * Copies the panel's address. Without clipboard access (plain http, a refused permission, old
 * browsers) it shows the link in a selected text field to copy by hand.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const [copiedUrl, setCopiedUrl] = useState(url);
  if (copiedUrl !== url) {
    // Another channel is showing: "Link copied" was about the previous one.
    setCopiedUrl(url);
    setState('idle');
  }

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Older browsers and insecure origins have no clipboard API at all.
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <>
      <Button variant="secondary" className="px-3" onClick={() => void copy()}>
        <LinkIcon />
        Copy link
      </Button>
      <span role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {state === 'copied' ? 'Link copied' : ''}
      </span>
      {state === 'manual' && (
        <label className="order-last block basis-full text-sm">
          <span className="text-muted">Copying is not available here. Copy this link:</span>
          <input
            ref={selectOnMount}
            readOnly
            value={url}
            className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs"
          />
        </label>
      )}
    </>
  );
}
